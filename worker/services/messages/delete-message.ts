import { and, eq, gt, sql } from 'drizzle-orm';
import { messageHides, messages } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { conversationChannel, DELETE_FOR_ALL_MS, DELETED_EVENT, type DeleteMessageInput } from '../../contracts/messages';
import { AppError } from '../../lib/app-error';
import { requireMessage } from './internal/message-access';

/**
 * 'Apagar para mim': the message is no longer listed for the member (the others keep it).
 * 'Apagar para todos': only the sender, within DELETE_FOR_ALL_MS of sending (the UPDATE's own
 * condition, so the clock is checked where it is written); its text and file are erased, both
 * sides drop it live.
 */
export async function deleteMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'realtime' | 'defer' | 'media' | 'logger'>,
  input: DeleteMessageInput & { userId: string },
): Promise<{ ok: true }> {
  const { userId, messageId } = input;
  const m = await requireMessage(deps, { messageId, userId });
  if (input.scope === 'me') {
    await deps.db.insert(messageHides).values({ messageId, userId, createdAt: deps.clock.now() }).onConflictDoNothing();
    return { ok: true };
  }
  const since = new Date(deps.clock.now().getTime() - DELETE_FOR_ALL_MS);
  const [done] = await deps.db.batch([
    deps.db
      .update(messages)
      .set({ isDeleted: true, content: '', mediaKey: null })
      .where(and(eq(messages.id, messageId), eq(messages.senderId, userId), eq(messages.isDeleted, false), gt(messages.createdAt, since))),
    // Its reactions go with it (only when the UPDATE above took it).
    deps.db.run(
      sql`DELETE FROM message_reactions WHERE message_id = ${messageId} AND EXISTS (SELECT 1 FROM ${messages} WHERE id = ${messageId} AND is_deleted = 1)`,
    ),
  ]);
  if (done.rowsAffected !== 1) throw new AppError('MESSAGE_DELETE_NOT_ALLOWED');
  const key = m.mediaKey;
  // Best effort: a file that fails to go is logged by error name and left for an operator.
  if (key)
    deps.defer(() =>
      deps.media
        .delete(key)
        .catch((e: unknown) => deps.logger.error('media file not deleted', { name: e instanceof Error ? e.name : 'unknown' })),
    );
  deps.defer(() => deps.realtime.publish(conversationChannel(m.conversationId), DELETED_EVENT, { messageId }));
  return { ok: true };
}
