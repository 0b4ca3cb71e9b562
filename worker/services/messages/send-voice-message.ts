import { and, eq, sql } from 'drizzle-orm';
import { mediaUploads, messages } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { conversationChannel, MESSAGE_EVENT, type MessageView, type SendVoiceMessageInput } from '../../contracts/messages';
import { AppError } from '../../lib/app-error';
import { toMessageView } from './internal/message-view';
import { requireParticipant } from './participant';
import { afterMessageLanded } from './internal/message-landed';
import { notifyMessageStatements, publishMessageNotices } from '../notifications/notify-message';
import { requireNotBlocked, unblockedSql } from './privacy';
import { replyInConversationSql, replyQuote } from './internal/reply-to';

/**
 * A voice message: the sender's finished audio upload for this conversation (a voice ticket, Prata
 * and Ouro only, its bytes checked as audio by the upload route) becomes the message's media_key,
 * and the upload row is consumed, in the same batch as the conversation and read-state updates.
 */
export async function sendVoiceMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'push' | 'logger'>,
  input: SendVoiceMessageInput & { userId: string },
): Promise<MessageView> {
  const { userId } = input;
  await requireParticipant(deps, { conversationId: input.conversationId, userId });
  const [upload, replyTo] = await Promise.all([
    deps.db
      .select({ key: mediaUploads.mediaKey })
      .from(mediaUploads)
      .where(
        and(
          eq(mediaUploads.id, input.uploadId),
          eq(mediaUploads.userId, userId),
          eq(mediaUploads.purpose, 'message'),
          eq(mediaUploads.mediaType, 'audio'),
          eq(mediaUploads.conversationId, input.conversationId),
          eq(mediaUploads.status, 'ready'),
        ),
      )
      .get(),
    replyQuote(deps, { conversationId: input.conversationId, userId, replyToId: input.replyToId }),
  ]);
  if (!upload?.key) throw new AppError('MEDIA_UPLOAD_NOT_FOUND');
  const now = deps.clock.now();
  const row = {
    id: deps.random.id(),
    conversationId: input.conversationId,
    senderId: userId,
    content: '',
    messageType: 'audio' as const,
    mediaKey: upload.key,
    isDeleted: false,
    createdAt: now,
    replyToId: input.replyToId ?? null,
  };
  const after = afterMessageLanded(deps, { id: row.id, conversationId: input.conversationId, senderId: userId, at: now });
  const notice = {
    id: deps.random.id(),
    conversationId: input.conversationId,
    senderId: userId,
    content: '',
    isImage: false,
    now,
    landed: after.landed,
  };
  const [inserted] = await deps.db.batch([
    deps.db
      .run(sql`INSERT INTO ${messages} (id, conversation_id, sender_id, content, message_type, media_key, is_deleted, created_at, reply_to_id)
      SELECT ${row.id}, ${row.conversationId}, ${userId}, '', 'audio', ${upload.key}, 0, ${now.getTime()}, ${row.replyToId}
      WHERE EXISTS (SELECT 1 FROM ${mediaUploads} WHERE id = ${input.uploadId} AND user_id = ${userId} AND status = 'ready')
        AND ${unblockedSql(input.conversationId, userId)} AND ${replyInConversationSql(input.conversationId, input.replyToId)}`),
    deps.db.run(sql`DELETE FROM ${mediaUploads} WHERE id = ${input.uploadId} AND user_id = ${userId} AND ${after.landed}`),
    ...after.statements,
    ...notifyMessageStatements(deps, notice),
  ]);
  if (inserted.rowsAffected !== 1) {
    await requireNotBlocked(deps, { conversationId: input.conversationId, userId });
    throw new AppError('MEDIA_UPLOAD_NOT_FOUND');
  }
  const view = toMessageView(row, { replyTo });
  deps.defer(() => deps.realtime.publish(conversationChannel(input.conversationId), MESSAGE_EVENT, view));
  publishMessageNotices(deps, notice);
  return view;
}
