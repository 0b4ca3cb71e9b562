import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../../adapters/deps';
import { AppError } from '../../../lib/app-error';

export interface AccessibleMessage {
  conversationId: string;
  senderId: string;
  createdAt: number;
  mediaKey: string | null;
  /** The caller's own reaction on it, if any. */
  mine: string | null;
}

/**
 * One message the caller may act on: in a conversation they take part in, not deleted, not removed
 * by the moderation. Anything else is MESSAGE_NOT_FOUND, the same answer as for an id that does not exist.
 */
export async function requireMessage(
  deps: Pick<AppDeps, 'db'>,
  { messageId, userId }: { messageId: string; userId: string },
): Promise<AccessibleMessage> {
  const rows = await deps.db.all<{
    conversation_id: string;
    sender_id: string;
    created_at: number;
    media_key: string | null;
    mine: string | null;
  }>(sql`SELECT m.conversation_id, m.sender_id, m.created_at, m.media_key,
      (SELECT r.reaction FROM message_reactions r WHERE r.message_id = m.id AND r.user_id = ${userId}) AS mine
    FROM messages m
    JOIN conversation_participants p ON p.conversation_id = m.conversation_id AND p.user_id = ${userId}
    WHERE m.id = ${messageId} AND m.is_deleted = 0 AND m.removed_at IS NULL`);
  const row = rows[0];
  if (!row) throw new AppError('MESSAGE_NOT_FOUND');
  return {
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    createdAt: Number(row.created_at),
    mediaKey: row.media_key,
    mine: row.mine,
  };
}
