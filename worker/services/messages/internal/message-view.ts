import type { messages } from '../../../../db/schema';
import { mediaUrl } from '../../../lib/media-urls';
import type { MessageView } from '../../../contracts/messages';

export const toMessageView = (m: typeof messages.$inferSelect): MessageView => ({
  id: m.id,
  conversationId: m.conversationId,
  senderId: m.senderId,
  content: m.content,
  messageType: m.messageType,
  createdAt: m.createdAt.getTime(),
  imageUrl: m.messageType === 'image' && m.mediaKey ? mediaUrl(m.mediaKey) : null,
});
