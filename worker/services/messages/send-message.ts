import { and, eq } from 'drizzle-orm';
import { conversationParticipants, conversations, messages } from '../../../db/schema';
import type { RequestScope } from '../../adapters/background/port';
import type { AppDeps } from '../../adapters/deps';
import { conversationChannel, MESSAGE_EVENT, type MessageView, type SendMessageInput } from '../../contracts/messages';
import { AppError } from '../../lib/app-error';
import { errorFields } from '../../lib/error-fields';
import { toMessageView } from './message-view';
import { requireParticipant } from './participant';
import { requireNotBlocked } from './privacy';

/**
 * Stores a text message, moves the conversation's last_message_at and marks it read for the
 * sender, in one batch. The realtime publish goes out after the commit (deferred): the
 * database is the source of truth, so a failed publish loses nothing — the other side
 * sees the message on its next read.
 */
export async function sendMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'background' | 'logger'>,
  scope: RequestScope,
  userId: string,
  input: SendMessageInput,
): Promise<MessageView> {
  await requireParticipant(deps, input.conversationId, userId);
  await requireNotBlocked(deps, input.conversationId, userId);
  const now = deps.clock.now();
  const row = { id: deps.random.id(), conversationId: input.conversationId, senderId: userId, content: input.content, messageType: 'text' as const, createdAt: now };
  try {
    await deps.db.batch([
      deps.db.insert(messages).values(row),
      deps.db.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, input.conversationId)),
      deps.db
        .update(conversationParticipants)
        .set({ lastReadAt: now })
        .where(and(eq(conversationParticipants.conversationId, input.conversationId), eq(conversationParticipants.userId, userId))),
    ]);
  } catch (e) {
    deps.logger.error('message send failed', errorFields(e));
    throw new AppError('MESSAGE_SEND_FAILED');
  }
  const view = toMessageView({ ...row, mediaKey: null, isDeleted: false });
  deps.background.defer(scope, () => deps.realtime.publish(conversationChannel(input.conversationId), MESSAGE_EVENT, view));
  return view;
}
