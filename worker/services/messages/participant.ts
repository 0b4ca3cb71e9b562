import { and, eq, sql, type SQL } from 'drizzle-orm';
import { conversationParticipants } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';

/**
 * Access is checked on the row: the caller's participant row in that conversation, or
 * CONVERSATION_NOT_FOUND — the same answer as for an id that does not exist, so a
 * stranger learns nothing about other members' conversations.
 */
export async function requireParticipant(
  deps: Pick<AppDeps, 'db'>,
  { conversationId, userId }: { conversationId: string; userId: string },
) {
  const row = await deps.db
    .select({ lastReadAt: conversationParticipants.lastReadAt })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)))
    .get();
  if (!row) throw new AppError('CONVERSATION_NOT_FOUND');
  return row;
}

/** The same rule as a condition for a write's own INSERT … SELECT: the caller has a participant row there. */
export function participantSql(conversationId: string, userId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${conversationParticipants} WHERE conversation_id = ${conversationId} AND user_id = ${userId})`;
}
