import * as z from 'zod/mini';
import { REPORT_REASONS, REPORT_TARGETS } from '../../db/schema/enums';
import { plainText, stripInvisible } from './plain-text';

/*
 * Reports ('Denunciar') and the moderator's actions: one schema per input, shared by the report
 * dialog, the artist panel's queue and the procedures.
 */

export { REPORT_REASONS };
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportTarget = (typeof REPORT_TARGETS)[number];
/** What a moderator can remove (a member is suspended instead). */
const REMOVABLE_TARGETS = ['post', 'comment', 'message'] as const;
export type RemovableTarget = (typeof REMOVABLE_TARGETS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Assédio ou ódio',
  inappropriate: 'Conteúdo impróprio',
  scam: 'Golpe ou fraude',
  other: 'Outro',
};

export const REPORT_DETAILS_MAX = 500;
const OTHER_NEEDS_DETAILS = 'Conte o que aconteceu para denunciar como Outro.';

const id = z.string().check(z.minLength(1), z.maxLength(100));

export const reportInput = z
  .object({
    targetType: z.enum(REPORT_TARGETS),
    targetId: id,
    reason: z.enum(REPORT_REASONS, 'Escolha um motivo.'),
    details: z.optional(plainText(z.trim(), z.maxLength(REPORT_DETAILS_MAX, `Use até ${REPORT_DETAILS_MAX} caracteres.`))),
  })
  .check(z.refine((v) => v.reason !== 'other' || Boolean(v.details?.length), { message: OTHER_NEEDS_DETAILS, path: ['details'] }));
export type ReportInput = z.infer<typeof reportInput>;

export const removeItemInput = z.object({ targetType: z.enum(REMOVABLE_TARGETS), targetId: id });
export type RemoveItemInput = z.infer<typeof removeItemInput>;

/** An action on a queue card: the reported item. */
export const reportedItemInput = z.object({ targetType: z.enum(REPORT_TARGETS), targetId: id });
export type ReportedItemInput = z.infer<typeof reportedItemInput>;

export const SUSPENSION_LENGTHS = ['7d', '30d', 'permanent'] as const;
export type SuspensionLength = (typeof SUSPENSION_LENGTHS)[number];
export const SUSPENSION_LABELS: Record<SuspensionLength, string> = { '7d': '7 dias', '30d': '30 dias', permanent: 'Permanente' };

export const suspendInput = z.object({
  memberId: id,
  length: z.enum(SUSPENSION_LENGTHS),
  /** Hide the member's posts and comments while suspended (shown again when it is lifted). */
  hidePosts: z.boolean(),
  /** The queue card the suspension came from: its open reports are resolved. */
  item: z.optional(reportedItemInput),
});
export type SuspendInput = z.infer<typeof suspendInput>;

export const memberIdInput = z.object({ memberId: id });

/** One line of an item's 'Histórico'. */
export interface ModerationHistoryEntry {
  action: 'remove' | 'warn' | 'suspend' | 'dismiss' | 'unsuspend' | 'pin' | 'unpin';
  detail: string | null;
  /** 'painel', 'artista' (the artist's member account) or 'sistema' (a suspension that ran out). */
  actor: 'painel' | 'artista' | 'sistema';
  at: string;
}

/** A queue card: one reported item and its open reports. */
export interface ReportQueueItem {
  targetType: ReportTarget;
  targetId: string;
  /** The post, comment or message text; for a member report, their display name. */
  content: string;
  /** Media the item carries (post media, a message image), for the moderator only. */
  media: { url: string; type: 'image' | 'video' | 'audio' }[];
  /** A message image: not shown in the panel (it opens only for the conversation's participants). */
  hasPrivateImage: boolean;
  author: { userId: string; username: string; displayName: string; suspended: boolean };
  reasons: { reason: ReportReason; count: number }[];
  /** The 'Outro' texts. */
  details: string[];
  reporters: number;
  firstReportedAt: string;
  /** The author's earlier removals. */
  priorRemovals: number;
  /** Whether the item is already gone (removed by a moderator or deleted by its author). */
  gone: boolean;
  history: ModerationHistoryEntry[];
}

export interface SuspendedMember {
  userId: string;
  username: string;
  displayName: string;
  suspendedAt: string;
  /** Null: permanent. */
  suspendedUntil: string | null;
}

/** Realtime: a post or comment left the feed (removed or hidden); open feeds drop it. */
export const FEED_CHANNEL = 'feed';
export const FEED_REMOVED_EVENT = 'removed';
export interface FeedRemovedEvent {
  postIds: string[];
  comments: { id: string; postId: string }[];
}
/** Realtime on a conversation channel: a message was removed by a moderator. */
export const MESSAGE_REMOVED_EVENT = 'message-removed';
export const REMOVED_MESSAGE_TEXT = 'Mensagem removida pela moderação';

export const MODERATION_NOTICE = {
  post: 'Seu post foi removido por violar as regras da comunidade.',
  comment: 'Seu comentário foi removido por violar as regras da comunidade.',
  message: 'Sua mensagem foi removida por violar as regras da comunidade.',
  warn: 'Você recebeu uma advertência da moderação por violar as regras da comunidade.',
} as const;

/** The opening words of a removed item, as its author will recognise it: one line, at most 60 characters. */
export function openingWords(content: string): string {
  const line = stripInvisible(content).replace(/\s+/g, ' ').trim();
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  const space = cut.lastIndexOf(' ');
  return `${(space > 30 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?…-]+$/, '')}…`;
}

/** The removal notice, naming the item by its opening words ('Seu post "Bora pro baile…" foi removido …'); without text, the plain notice. */
export function removalNotice(kind: 'post' | 'comment' | 'message', content: string): string {
  const words = openingWords(content);
  if (!words) return MODERATION_NOTICE[kind];
  const named = { post: `Seu post "${words}"`, comment: `Seu comentário "${words}"`, message: `Sua mensagem "${words}"` }[kind];
  return MODERATION_NOTICE[kind].replace(/^(Seu post|Seu comentário|Sua mensagem)/, named);
}
