import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { messages } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { mediaUrl } from '../../../lib/media-urls';
import { QUOTE_MAX, type MessageReaction, type MessageView, type ReplyQuote } from '../../../contracts/messages';
import { REMOVED_MEMBER_ID, REMOVED_MEMBER_NAME } from '../../../contracts/privacy';

type MessageRow = Omit<typeof messages.$inferSelect, 'removedAt' | 'replyToId'> & { removedAt?: Date | null; replyToId?: string | null };
type QuoteRow = Pick<typeof messages.$inferSelect, 'id' | 'senderId' | 'content' | 'messageType' | 'isDeleted' | 'removedAt'>;

/** The quote of the answered message: its opening words only, none of a message deleted or removed since. */
export function toQuote(r: QuoteRow): ReplyQuote {
  const gone = r.isDeleted || r.removedAt !== null;
  return {
    id: r.id,
    senderId: r.senderId,
    content: gone ? '' : r.content.slice(0, QUOTE_MAX),
    messageType: r.messageType,
    ...(gone ? { gone: true } : {}),
  };
}

/** A message removed by a moderator reaches both sides without its text, image or audio, marked `removed`. */
export const toMessageView = (
  m: MessageRow,
  extra: { replyTo?: ReplyQuote | null; reactions?: Array<{ userId: string; reaction: MessageReaction }> } = {},
): MessageView => ({
  id: m.id,
  conversationId: m.conversationId,
  senderId: m.senderId,
  content: m.removedAt ? '' : m.content,
  messageType: m.messageType,
  createdAt: m.createdAt.getTime(),
  imageUrl: !m.removedAt && m.messageType === 'image' && m.mediaKey ? mediaUrl(m.mediaKey) : null,
  ...(m.messageType === 'audio' ? { audioUrl: !m.removedAt && m.mediaKey ? mediaUrl(m.mediaKey) : null } : {}),
  ...(m.removedAt ? { removed: true } : {}),
  ...(m.senderId === REMOVED_MEMBER_ID ? { senderName: REMOVED_MEMBER_NAME } : {}),
  ...(extra.replyTo ? { replyTo: extra.replyTo } : {}),
  reactions: extra.reactions ?? [],
});

/** Messages the member deleted for themself ('Apagar para mim') are left out of everything they read. */
export const notHiddenFor = (userId: string): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM message_hides h WHERE h.message_id = ${messages.id} AND h.user_id = ${userId})`;

const reply = alias(messages, 'reply');

/**
 * Messages with their reply quote (a join on the same conversation) and their reactions (one JSON
 * array per message), so a page of the chat stays one statement, one round trip.
 */
export function selectMessageViews(deps: Pick<AppDeps, 'db'>) {
  return deps.db
    .select({
      m: messages,
      reply: {
        id: reply.id,
        senderId: reply.senderId,
        content: reply.content,
        messageType: reply.messageType,
        isDeleted: reply.isDeleted,
        removedAt: reply.removedAt,
      },
      reactions: sql<string>`(SELECT json_group_array(json_array(r.user_id, r.reaction)) FROM message_reactions r WHERE r.message_id = ${messages.id})`,
    })
    .from(messages)
    .leftJoin(reply, and(eq(reply.id, messages.replyToId), eq(reply.conversationId, messages.conversationId)));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectMessageViews>['all']>>[number];

export function rowToView(row: ViewRow): MessageView {
  const pairs = row.reactions ? (JSON.parse(row.reactions) as Array<[string, MessageReaction]>) : [];
  return toMessageView(row.m, {
    replyTo: row.reply?.id ? toQuote(row.reply as QuoteRow) : null,
    reactions: pairs.map(([userId, reaction]) => ({ userId, reaction })),
  });
}
