import * as z from 'zod/mini';
import { REACTION_TYPES } from '../../db/schema/enums';
import { plainText } from './plain-text';

/** Longest message text; beyond it the send is refused with a clear message (not truncated). */
const MESSAGE_MAX = 2000;
export const MESSAGES_PAGE = 30;

/** The realtime channel of one conversation: only its participants get it in their grant. */
export const conversationChannel = (conversationId: string) => `conversation:${conversationId}`;
/** A member's own inbox channel: "a conversation with you was started" (the grant only knew the old ones). */
export const inboxChannel = (userId: string) => `inbox:${userId}`;
/**
 * 'digitando…': browsers publish here themselves (the grant allows publish on this channel only),
 * so typing costs no request to the server and no database write. The sender is the realtime
 * clientId the transport stamps (Ably's identified client; the hub's grant), never the payload.
 */
export const typingChannel = (conversationId: string) => `typing:${conversationId}`;

const conversationId = z.string().check(z.minLength(1), z.maxLength(64));
const messageId = z.string().check(z.minLength(1), z.maxLength(64));
const handle = z.string().check(
  z.trim(),
  z.overwrite((v) => v.replace(/^@/, '')),
  z.minLength(1, 'Informe o @usuário'),
  z.maxLength(40, 'Nome de usuário inválido'),
);

export const startConversationInput = z.object({
  usernames: z.array(handle).check(z.minLength(1, 'Escolha pelo menos um membro'), z.maxLength(99, 'Participantes demais')),
  /** Required for a group (more than one other member); ignored for a direct chat. */
  name: z.optional(plainText(z.trim(), z.maxLength(60, 'Nome do grupo muito longo'))),
});
export type StartConversationInput = z.infer<typeof startConversationInput>;

/** Block / unblock one member by @username (a privacy setting: no new conversation or direct message between the two). */
export const blockInput = z.object({ username: handle });
export type BlockInput = z.infer<typeof blockInput>;

export interface BlockedMemberView {
  userId: string;
  username: string;
  displayName: string;
  blockedAt: number;
}

export const listMessagesInput = z.object({
  conversationId,
  /** Keyset cursor: the oldest message already shown; the page holds messages older than it (`cursor`: tRPC infinite queries name it so). */
  cursor: z.optional(z.nullable(z.object({ createdAt: z.number(), id: z.string().check(z.maxLength(64)) }))),
});
export type ListMessagesInput = z.infer<typeof listMessagesInput>;

export const sendMessageInput = z.object({
  conversationId,
  content: plainText(
    z.trim(),
    z.minLength(1, 'A mensagem não pode ficar em branco'),
    z.maxLength(MESSAGE_MAX, `Mensagem muito longa (máximo de ${MESSAGE_MAX} caracteres)`),
  ),
  /** 'Responder': the message this one answers, in the same conversation. */
  replyToId: z.optional(messageId),
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;

export const conversationInput = z.object({ conversationId });
export type ConversationInput = z.infer<typeof conversationInput>;

/** 'Apagar para todos' is offered, and accepted, this long after sending. */
export const DELETE_FOR_ALL_MS = 15 * 60 * 1000;
/** The longest voice message the recorder keeps. */
export const VOICE_MAX_SECONDS = 120;
/** What the quote of a reply shows of the message it answers. */
export const QUOTE_MAX = 140;

/** React with one of the feed's three reactions; the same one again removes it, another replaces it. */
export const reactMessageInput = z.object({ messageId, reaction: z.enum(REACTION_TYPES) });
export type ReactMessageInput = z.infer<typeof reactMessageInput>;

/** 'Apagar para mim' (hidden for the member only) or 'Apagar para todos' (own message, within 15 minutes). */
export const deleteMessageInput = z.object({ messageId, scope: z.enum(['me', 'all']) });
export type DeleteMessageInput = z.infer<typeof deleteMessageInput>;

/** A voice message: the member's finished audio upload for this conversation. */
export const sendVoiceMessageInput = z.object({
  conversationId,
  uploadId: z.string().check(z.minLength(1), z.maxLength(100)),
  replyToId: z.optional(messageId),
});
export type SendVoiceMessageInput = z.infer<typeof sendVoiceMessageInput>;

export type MessageReaction = (typeof REACTION_TYPES)[number];

/** The quote a reply shows: who wrote the answered message and its opening words. */
export interface ReplyQuote {
  id: string;
  senderId: string;
  content: string;
  messageType: 'text' | 'image' | 'audio';
  /** The answered message was deleted for everyone or removed: the quote says so, without its text. */
  gone?: boolean;
}

export interface MessageView {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  messageType: 'text' | 'image' | 'audio';
  /** Epoch ms (also the keyset cursor with `id`). */
  createdAt: number;
  /** An image message's picture (served only to the conversation's participants). */
  imageUrl?: string | null;
  /** Removed by a moderator: shown to both sides as 'Mensagem removida pela moderação', without text or image. */
  removed?: boolean;
  /** Set only when the sender deleted the account: 'Membro removido' (the sender is then nobody's participant). */
  senderName?: string;
  /** A voice message's recording (served only to the conversation's participants). */
  audioUrl?: string | null;
  replyTo?: ReplyQuote | null;
  /** Who reacted with what (one per member). */
  reactions?: Array<{ userId: string; reaction: MessageReaction }>;
}

export interface ConversationView {
  id: string;
  isGroup: boolean;
  /** The group's name, or the other member's display name for a direct chat ('Membro removido' once they deleted the account). */
  title: string;
  /** `lastSeenAt`: epoch ms when the member's last realtime connection closed (null: never seen). */
  participants: Array<{ userId: string; username: string; displayName: string; lastSeenAt: number | null }>;
  lastMessage: MessageView | null;
  lastActivityAt: number;
  unread: number;
  /**
   * Direct chats only: 'me' when the member blocked the other, 'them' when the other blocked
   * the member (the page shows a neutral notice then), null when neither. Always null for groups.
   */
  blocked: 'me' | 'them' | null;
  /**
   * Direct chats: until when the other member has read ('Visto' under the member's last message
   * sent by then). Null when either of the two turned read receipts off, as in WhatsApp.
   */
  seenAt?: number | null;
  /** Only in the artist's own inbox: another participant is an Ouro member (direct access); the page lists these apart. */
  ouro?: boolean;
}

/** The 'Falar com o MC Mito' card: Ouro members get the button, the others the plan it needs; the artist's own account, nothing. */
export interface ArtistAccessView {
  state: 'allowed' | 'ouro_only' | 'self';
}

/** Realtime events on a conversation channel. */
export const MESSAGE_EVENT = 'message';
export const CONVERSATION_EVENT = 'conversation';
/** A message's reactions changed: `{ messageId, reactions }`. */
export const REACTION_EVENT = 'reaction';
/** A participant read the chat up to `at` (only sent for a member with read receipts on): `{ userId, at }`. */
export const READ_EVENT = 'read';
/** A message was deleted for everyone: `{ messageId }`. */
export const DELETED_EVENT = 'deleted';
/** On the typing channel: the publisher is typing (the receiver shows 'digitando…' for a few seconds). */
export const TYPING_EVENT = 'typing';

/** The unread badge on the header's 'Mensagens' and the dashboard: conversations with news. */
export interface UnreadMessages {
  conversations: number;
}
