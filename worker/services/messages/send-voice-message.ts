import type { AppDeps } from '../../adapters/deps';
import type { MessageView, SendVoiceMessageInput } from '../../contracts/messages';
import { requireParticipant } from './participant';
import { sendUploadedMessage } from './internal/send-uploaded-message';

/**
 * A voice message, possibly a reply: the sender's finished audio upload for this conversation (a
 * voice ticket, Prata and Ouro only, its bytes checked as audio by the upload route), consumed by
 * the message.
 */
export async function sendVoiceMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'push' | 'logger'>,
  input: SendVoiceMessageInput & { userId: string },
): Promise<MessageView> {
  await requireParticipant(deps, { conversationId: input.conversationId, userId: input.userId });
  return sendUploadedMessage(deps, { ...input, kind: 'audio', content: '' });
}
