import type { messages } from '../../../../db/schema';
import { mediaUrl } from '../../../lib/media-urls';
import type { MessageView } from '../../../contracts/messages';
import { REMOVED_MEMBER_ID, REMOVED_MEMBER_NAME } from '../../../contracts/privacy';

type MessageRow = Omit<typeof messages.$inferSelect, 'removedAt'> & { removedAt?: Date | null };

/** A message removed by a moderator reaches both sides without its text or image, marked `removed`. */
export const toMessageView = (m: MessageRow): MessageView => ({
  id: m.id,
  conversationId: m.conversationId,
  senderId: m.senderId,
  content: m.removedAt ? '' : m.content,
  messageType: m.messageType,
  createdAt: m.createdAt.getTime(),
  imageUrl: !m.removedAt && m.messageType === 'image' && m.mediaKey ? mediaUrl(m.mediaKey) : null,
  ...(m.removedAt ? { removed: true } : {}),
  ...(m.senderId === REMOVED_MEMBER_ID ? { senderName: REMOVED_MEMBER_NAME } : {}),
});
