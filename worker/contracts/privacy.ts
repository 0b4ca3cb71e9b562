import * as z from 'zod/mini';

/*
 * The member's own data (LGPD Art. 18): the download of everything the site keeps about them, and
 * the deletion of the account. One schema per input, shared by the 'Meus dados' form and the procedure.
 */

/** 'Excluir minha conta': the member types the account's password again. */
export const deleteAccountInput = z.object({
  password: z
    .string()
    .check(z.minLength(1, 'Digite sua senha para confirmar'), z.maxLength(128, 'Senha muito longa (máximo de 128 caracteres)')),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/**
 * The one account every message of a deleted member points at afterwards (messages stay in the
 * others' conversations; the sender shows as 'Membro removido'). It has no profile and no usable password.
 */
export const REMOVED_MEMBER_ID = 'membro_removido';
export const REMOVED_MEMBER_NAME = 'Membro removido';

/** The file 'Baixar meus dados' saves: every category the privacy notice lists, only the member's own rows. */
export interface MyDataExport {
  format: 'mito-meus-dados/1';
  generatedAt: string;
  account: { email: string; createdAt: string; emailConfirmedAt: string | null };
  profile: {
    username: string;
    displayName: string | null;
    avatarUrl: string | null;
    whatsapp: string | null;
    reputationScore: number;
    mitoCoins: number;
    showOnline: boolean;
    readReceipts: boolean;
    whoCanMessage: string;
    /** The Ouro custom badge ('emoji text'), kept even when the plan no longer shows it. */
    customBadge: string | null;
    createdAt: string;
  } | null;
  posts: Array<{ id: string; content: string; createdAt: string; media: Array<{ url: string; type: string; altText: string | null }> }>;
  comments: Array<{ id: string; postId: string; content: string; createdAt: string }>;
  reactions: Array<{ postId: string; type: string; createdAt: string }>;
  /** Their reactions to chat messages. */
  messageReactions: Array<{ messageId: string; reaction: string; createdAt: string }>;
  postPollVotes: Array<{ pollId: string; optionId: string; createdAt: string }>;
  conversations: Array<{ id: string; isGroup: boolean; joinedAt: string; others: string[] }>;
  messagesSent: Array<{ id: string; conversationId: string; type: string; content: string; imageUrl: string | null; createdAt: string }>;
  tshirtVotes: Array<{
    id: string;
    pollId: string;
    optionId: string;
    coupon: string;
    emailConfirmedAt: string | null;
    createdAt: string;
    purgedAt: string | null;
  }>;
  orders: Array<{
    orderCode: string;
    status: string;
    totalAmount: number;
    discountAmount: number;
    createdAt: string;
    paidAt: string | null;
    items: Array<{ productName: string; size: string; quantity: number; unitPrice: number }>;
  }>;
  subscriptions: Array<{
    tierId: string;
    status: string;
    trialEndsAt: string | null;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
    createdAt: string;
  }>;
  consents: Array<{ purpose: string; granted: boolean; textVersion: string; at: string }>;
  sessions: Array<{ createdAt: string; expiresAt: string; absoluteExpiresAt: string }>;
  notifications: Array<{ type: string; title: string; people: number; postId: string | null; isRead: boolean; createdAt: string }>;
  blocks: Array<{ blockedUsername: string | null; createdAt: string }>;
  mutes: Array<{ mutedUsername: string | null; createdAt: string }>;
  /** The members they follow. */
  following: Array<{ followedUsername: string | null; createdAt: string }>;
}
