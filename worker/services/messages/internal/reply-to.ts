import { and, eq, sql, type SQL } from 'drizzle-orm';
import { messages } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import type { ReplyQuote } from '../../../contracts/messages';
import { AppError } from '../../../lib/app-error';
import { toQuote } from './message-view';
import { requireParticipant } from '../participant';

/**
 * The message a reply answers, read for its quote: only one of the same conversation, still there.
 * A caller who is not a participant learns only CONVERSATION_NOT_FOUND.
 */
export async function replyQuote(
  deps: Pick<AppDeps, 'db'>,
  at: { conversationId: string; userId: string; replyToId: string | undefined },
): Promise<ReplyQuote | null> {
  if (!at.replyToId) return null;
  const row = await deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.id, at.replyToId), eq(messages.conversationId, at.conversationId), eq(messages.isDeleted, false)))
    .get();
  if (!row) {
    await requireParticipant(deps, at);
    throw new AppError('MESSAGE_NOT_FOUND');
  }
  return toQuote(row);
}

/** The same rule as a condition of the reply's own INSERT … SELECT: the answered message is in this conversation. */
export function replyInConversationSql(conversationId: string, replyToId: string | undefined): SQL {
  if (!replyToId) return sql`1`;
  return sql`EXISTS (SELECT 1 FROM ${messages} r WHERE r.id = ${replyToId} AND r.conversation_id = ${conversationId} AND r.is_deleted = 0)`;
}
