import { and, eq } from 'drizzle-orm';
import { conversationParticipants } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';

/**
 * Message images are keyed `messages/<conversationId>/<random>.<ext>` (receive-upload.ts):
 * besides the unguessable name, serving checks on every request that the caller takes part
 * in that conversation, so a link copied out of a chat opens for nobody else.
 */
export function messageImageConversation(key: string): string | null {
  const m = /^messages\/([^/]+)\/[^/]+$/.exec(key);
  return m ? (m[1] ?? null) : key.startsWith('messages/') ? '' : null;
}

export async function isParticipant(
  deps: Pick<AppDeps, 'db'>,
  { conversationId, userId }: { conversationId: string; userId: string },
): Promise<boolean> {
  if (!conversationId) return false;
  const row = await deps.db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)))
    .get();
  return Boolean(row);
}
