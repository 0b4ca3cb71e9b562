import { sql } from 'drizzle-orm';
import { conversationParticipants, messages } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { UnreadMessages } from '../../contracts/messages';

/**
 * The header's and the dashboard's badge: how many of the member's conversations have a message
 * from someone else since they last read it. One walk of the member's participant rows
 * (participants_user_idx), and per conversation one probe of messages_conversation_idx from
 * last_read_at on that stops at the first unread message: cheap however long the chats are.
 */
export async function unreadMessages(deps: Pick<AppDeps, 'db'>, { userId }: { userId: string }): Promise<UnreadMessages> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(conversationParticipants)
    .where(
      sql`${conversationParticipants.userId} = ${userId} AND EXISTS (SELECT 1 FROM ${messages} m
        WHERE m.conversation_id = ${conversationParticipants.conversationId} AND m.created_at > coalesce(${conversationParticipants.lastReadAt}, 0)
          AND m.sender_id <> ${userId} AND m.is_deleted = 0)`,
    );
  return { conversations: Number(row?.n ?? 0) };
}
