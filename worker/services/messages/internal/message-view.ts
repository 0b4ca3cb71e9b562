import type { messages } from '../../../../db/schema';
import { mediaUrl } from '../../../lib/media-urls';
import type { MessageView } from '../../../contracts/messages';
import { REMOVED_MEMBER_ID, REMOVED_MEMBER_NAME } from '../../../contracts/privacy';

export const toMessageView = (m: Omit<typeof messages.$inferSelect, 'removedAt'>): MessageView => ({
  id: m.id,
  conversationId: m.conversationId,
  senderId: m.senderId,
  content: m.content,
  messageType: m.messageType,
  createdAt: m.createdAt.getTime(),
  imageUrl: m.messageType === 'image' && m.mediaKey ? mediaUrl(m.mediaKey) : null,
  ...(m.senderId === REMOVED_MEMBER_ID ? { senderName: REMOVED_MEMBER_NAME } : {}),
});
