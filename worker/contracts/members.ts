import * as z from 'zod/mini';
import { displayName, whatsapp } from './auth';

/** Reputation level by score, thresholds 25/100/500/1000. */
const REPUTATION_LEVELS = [
  { min: 1000, name: 'Lendário' },
  { min: 500, name: 'Elite' },
  { min: 100, name: 'Veterano' },
  { min: 25, name: 'Ativo' },
  { min: Number.NEGATIVE_INFINITY, name: 'Novato' },
] as const;

export type ReputationLevel = (typeof REPUTATION_LEVELS)[number]['name'];

export function reputationLevel(score: number): ReputationLevel {
  return REPUTATION_LEVELS.find((l) => score >= l.min)!.name;
}

/** Who may start a conversation with the member (a privacy setting). */
export const WHO_CAN_MESSAGE = ['everyone', 'nobody'] as const;
export type WhoCanMessage = (typeof WHO_CAN_MESSAGE)[number];

/**
 * Privacy fields are optional: a save without them (an older page) leaves them as they are. So is the
 * WhatsApp: the page sends it only when the member changed it, so a member without one (the demo
 * accounts) can still save the rest; a number that is sent is checked.
 */
export const updateSettingsInput = z.object({
  displayName,
  whatsapp: z.optional(whatsapp),
  showOnline: z.optional(z.boolean()),
  readReceipts: z.optional(z.boolean()),
  whoCanMessage: z.optional(z.enum(WHO_CAN_MESSAGE, 'Escolha quem pode iniciar conversa com você')),
});
export type UpdateSettingsInput = z.infer<typeof updateSettingsInput>;

/** Avatar upload (PATHS.avatar, a plain route, not tRPC: a binary body). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What a member may do (services/members/rights.ts); `null` limits mean unlimited. */
export interface MemberRights {
  tier: { id: string; name: string } | null;
  /** The artist's own member account: every right without a subscription (tier stays null). */
  isArtist: boolean;
  canRead: boolean;
  canReact: boolean;
  canComment: boolean;
  canPost: boolean;
  /** Posts per day; null = unlimited. 0 when the member may not post. */
  postsPerDay: number | null;
  filesPerPost: number;
  maxFileSizeMb: number;
  canUploadVideo: boolean;
  canUploadAudio: boolean;
  canAccessLives: boolean;
  canCreatePolls: boolean;
  /** People in a conversation the member starts, the member included; null = unlimited; 0 = may not start one. */
  dmParticipants: number | null;
  prioritySupport: boolean;
  customBadge: boolean;
  exclusiveContent: boolean;
  directArtistAccess: boolean;
  /** The most exclusive posts the member sees: null none, 'prata' the Prata ones, 'ouro' all of them (services/members/rights.ts). */
  contentLevel: 'prata' | 'ouro' | null;
}

/** The usage-limits panel on /feed (services/members/get-usage.ts); `null` limits mean unlimited. */
export interface MemberUsage {
  tierName: string | null;
  /** Posts since midnight in São Paulo against the tier's daily limit (0 when the member may not post). */
  postsToday: { used: number; limit: number | null };
  /** Posts in the last `windowMinutes` against the plan's burst; `freesInSeconds`: until the oldest of them leaves the window. */
  postsRecent: { used: number; limit: number; windowMinutes: number; freesInSeconds: number };
  filesPerPost: number;
  maxFileSizeMb: number;
  canUploadVideo: boolean;
  dmParticipants: number | null;
}

export interface DashboardView {
  username: string;
  displayName: string;
  avatarUrl: string | null;
  /** The artist's own account (config ARTIST_USERNAME): the composer offers 'Visível para'. */
  isArtist: boolean;
  rights: MemberRights;
  stats: { posts: number; followers: number; following: number; reputation: number; level: ReputationLevel; mitoCoins: number };
}

export interface AccountView {
  email: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  /** Digits only, e.g. 5511999999999; null when none is on file. */
  whatsapp: string | null;
  /** Privacy: others see 'Online' / 'visto por último' only when true. */
  showOnline: boolean;
  /** Privacy: 'Visto' in direct chats; off, the member neither sends nor sees it. */
  readReceipts: boolean;
  whoCanMessage: WhoCanMessage;
}
