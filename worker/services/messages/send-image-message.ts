import type { AppDeps } from '../../adapters/deps';
import type { SendImageMessageInput } from '../../contracts/media';
import type { MessageView } from '../../contracts/messages';
import { requireParticipant } from './participant';
import { requireNotBlocked } from './privacy';
import { sendUploadedMessage } from './internal/send-uploaded-message';

/**
 * An image message, with an optional caption: the sender's finished upload for this conversation
 * (images only, checked on the bytes by the upload route), consumed by the message.
 */
export async function sendImageMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'logger' | 'push'>,
  input: SendImageMessageInput & { userId: string },
): Promise<MessageView> {
  const { userId, conversationId } = input;
  await requireParticipant(deps, { conversationId, userId });
  await requireNotBlocked(deps, { conversationId, userId });
  return sendUploadedMessage(deps, { ...input, kind: 'image', content: input.content?.trim() ?? '' });
}
