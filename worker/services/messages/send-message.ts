import { sql } from 'drizzle-orm';
import { messages } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { conversationChannel, MESSAGE_EVENT, type MessageView, type SendMessageInput } from '../../contracts/messages';
import { AppError } from '../../lib/app-error';
import { toMessageView } from './internal/message-view';
import { participantSql, requireParticipant } from './participant';
import { afterMessageLanded } from './internal/message-landed';
import { notifyMessageStatements, publishMessageNotices } from '../notifications/notify-message';
import { unblockedSql } from './privacy';
import { replyInConversationSql, replyQuote } from './internal/reply-to';

/**
 * Stores a text message, moves the conversation's last_message_at, marks it read for the
 * sender and notifies the others (one bell row per conversation), in one batch (one round trip) whose INSERT refuses a caller who is not a participant
 * and a blocked direct chat (privacy.ts); a stranger gets CONVERSATION_NOT_FOUND.
 * The realtime publish goes out after the commit (deferred): the database is the source of
 * truth, so a failed publish loses nothing — the other side sees the message on its next read.
 */
export async function sendMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'push' | 'logger'>,
  input: SendMessageInput & { userId: string },
): Promise<MessageView> {
  const { userId } = input;
  // A reply reads the answered message first (its quote); the INSERT checks again that it is of this conversation.
  const replyTo = await replyQuote(deps, { conversationId: input.conversationId, userId, replyToId: input.replyToId });
  const now = deps.clock.now();
  const row = {
    id: deps.random.id(),
    conversationId: input.conversationId,
    senderId: userId,
    content: input.content,
    messageType: 'text' as const,
    createdAt: now,
    replyToId: input.replyToId ?? null,
  };
  // The INSERT checks membership and the block in its own statement; the other writes follow only if it landed.
  const after = afterMessageLanded(deps, { id: row.id, conversationId: input.conversationId, senderId: userId, at: now });
  const notice = {
    id: deps.random.id(),
    conversationId: input.conversationId,
    senderId: userId,
    content: row.content,
    isImage: false,
    now,
    landed: after.landed,
  };
  const [inserted] = await deps.db.batch([
    deps.db.run(sql`INSERT INTO ${messages} (id, conversation_id, sender_id, content, message_type, is_deleted, created_at, reply_to_id)
      SELECT ${row.id}, ${row.conversationId}, ${userId}, ${row.content}, 'text', 0, ${now.getTime()}, ${row.replyToId}
      WHERE ${participantSql(input.conversationId, userId)} AND ${unblockedSql(input.conversationId, userId)}
        AND ${replyInConversationSql(input.conversationId, input.replyToId)}`),
    ...after.statements,
    ...notifyMessageStatements(deps, notice),
  ]);
  if (inserted.rowsAffected === 0) {
    // Refused: which rule said no is read only now, so a sent message makes one round trip.
    await requireParticipant(deps, { conversationId: input.conversationId, userId });
    await replyQuote(deps, { conversationId: input.conversationId, userId, replyToId: input.replyToId });
    throw new AppError('CONVERSATION_BLOCKED');
  }
  const view = toMessageView({ ...row, mediaKey: null, isDeleted: false }, { replyTo });
  deps.defer(() => deps.realtime.publish(conversationChannel(input.conversationId), MESSAGE_EVENT, view));
  publishMessageNotices(deps, notice);
  return view;
}
