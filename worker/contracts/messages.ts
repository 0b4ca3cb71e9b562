import * as z from 'zod/mini';
import { plainText } from './plain-text';

/** Longest message text; beyond it the send is refused with a clear message (not truncated). */
const MESSAGE_MAX = 2000;
export const MESSAGES_PAGE = 30;

/** The realtime channel of one conversation: only its participants get it in their grant. */
export const conversationChannel = (conversationId: string) => `conversation:${conversationId}`;
/** A member's own inbox channel: "a conversation with you was started" (the grant only knew the old ones). */
export const inboxChannel = (userId: string) => `inbox:${userId}`;

const conversationId = z.string().check(z.minLength(1), z.maxLength(64));
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
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;

export const conversationInput = z.object({ conversationId });
export type ConversationInput = z.infer<typeof conversationInput>;

export interface MessageView {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  messageType: 'text' | 'image';
  /** Epoch ms (also the keyset cursor with `id`). */
  createdAt: number;
  /** An image message's picture (served only to the conversation's participants). */
  imageUrl?: string | null;
  /** Removed by a moderator: shown to both sides as 'Mensagem removida pela moderação', without text or image. */
  removed?: boolean;
  /** Set only when the sender deleted the account: 'Membro removido' (the sender is then nobody's participant). */
  senderName?: string;
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

/** The unread badge on the header's 'Mensagens' and the dashboard: conversations with news. */
export interface UnreadMessages {
  conversations: number;
}
