import type { messages } from '../../../db/schema';
import { MEDIA_URL_PREFIX } from '../../contracts/media';
import type { MessageView } from '../../contracts/messages';

export const toMessageView = (m: typeof messages.$inferSelect): MessageView => ({
  id: m.id,
  conversationId: m.conversationId,
  senderId: m.senderId,
  content: m.content,
  messageType: m.messageType,
  createdAt: m.createdAt.getTime(),
  imageUrl: m.messageType === 'image' && m.mediaKey ? `${MEDIA_URL_PREFIX}${m.mediaKey}` : null,
});
