import { and, eq, sql } from 'drizzle-orm';
import { mediaUploads, messages } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { SendImageMessageInput } from '../../contracts/media';
import { conversationChannel, MESSAGE_EVENT, type MessageView } from '../../contracts/messages';
import { AppError } from '../../lib/app-error';
import { toMessageView } from './internal/message-view';
import { requireParticipant } from './participant';
import { afterMessageLanded } from './internal/message-landed';
import { notifyMessageStatements, publishMessageNotices } from '../notifications/notify-message';
import { requireNotBlocked, unblockedSql } from './privacy';

/**
 * An image message: the sender's finished upload for this conversation (images only, checked
 * on the bytes by the upload route) becomes the message's media_key, and the upload row is
 * consumed, in the same batch as send-message's conversation and read-state updates.
 */
export async function sendImageMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'logger' | 'push'>,
  input: SendImageMessageInput & { userId: string },
): Promise<MessageView> {
  const { userId } = input;
  await requireParticipant(deps, { conversationId: input.conversationId, userId });
  await requireNotBlocked(deps, { conversationId: input.conversationId, userId });
  const upload = await deps.db
    .select({ key: mediaUploads.mediaKey })
    .from(mediaUploads)
    .where(
      and(
        eq(mediaUploads.id, input.uploadId),
        eq(mediaUploads.userId, userId),
        eq(mediaUploads.purpose, 'message'),
        eq(mediaUploads.conversationId, input.conversationId),
        eq(mediaUploads.status, 'ready'),
      ),
    )
    .get();
  if (!upload?.key) throw new AppError('MEDIA_UPLOAD_NOT_FOUND');
  const now = deps.clock.now();
  const row = {
    id: deps.random.id(),
    conversationId: input.conversationId,
    senderId: userId,
    content: input.content?.trim() ?? '',
    messageType: 'image' as const,
    mediaKey: upload.key,
    isDeleted: false,
    createdAt: now,
  };
  const after = afterMessageLanded(deps, { id: row.id, conversationId: input.conversationId, senderId: userId, at: now });
  const notice = {
    id: deps.random.id(),
    conversationId: input.conversationId,
    senderId: userId,
    content: row.content,
    isImage: true,
    now,
    landed: after.landed,
  };
  const [inserted] = await deps.db.batch([
    // Only while the upload is still there: a sweep or a second send cannot reuse it.
    deps.db.run(sql`INSERT INTO ${messages} (id, conversation_id, sender_id, content, message_type, media_key, is_deleted, created_at)
      SELECT ${row.id}, ${row.conversationId}, ${userId}, ${row.content}, 'image', ${upload.key}, 0, ${now.getTime()}
      WHERE EXISTS (SELECT 1 FROM ${mediaUploads} WHERE id = ${input.uploadId} AND user_id = ${userId} AND status = 'ready')
        AND ${unblockedSql(input.conversationId, userId)}`),
    deps.db.run(sql`DELETE FROM ${mediaUploads} WHERE id = ${input.uploadId} AND user_id = ${userId} AND ${after.landed}`),
    ...after.statements,
    ...notifyMessageStatements(deps, notice),
  ]);
  if (inserted.rowsAffected !== 1) {
    // Not written: a block that landed after the check above, or the upload was used or swept.
    await requireNotBlocked(deps, { conversationId: input.conversationId, userId });
    throw new AppError('MEDIA_UPLOAD_NOT_FOUND');
  }
  const view = toMessageView(row);
  deps.defer(() => deps.realtime.publish(conversationChannel(input.conversationId), MESSAGE_EVENT, view));
  publishMessageNotices(deps, notice);
  return view;
}
