import { eq } from 'drizzle-orm';
import { POST_MAX_MEDIA } from '../../contracts/feed';
import { profiles, subscriptions, subscriptionTiers } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { MemberRights } from '../../contracts/members';
import { memberIdSql, type MemberRef } from '../auth/member-ref';
import { isArtistUsername } from './artist-names';

/**
 * "What may this member do": the one place every later rule asks (posts per day,
 * files, sizes, video, DM size, lives). It follows the plans' table of rights, read from
 * the member's tier row, so a tier edited in the database changes the rights.
 *
 * Decisions (a real product's free plan):
 * - A member without a tier, or whose subscription has lapsed, is a free member:
 *   they read the feed, react and comment. They do not publish posts, upload files,
 *   go to lives or start conversations; the tiers exist to sell exactly those.
 * - A tier counts while its subscription is trialing, active or past_due and the
 *   paid (or trial) period has not ended, plus GRACE_MS for a renewal webhook that
 *   arrives late. `canceled`, or a period that ended longer ago than that, is lapsed.
 *   past_due keeps the tier: the provider is still retrying the card.
 * - No subscription row means no tier, whatever profiles.subscription_tier_id says.
 * - The artist's own member account (username = ARTIST_USERNAME) holds every right without a
 *   subscription: the widest limits of any tier, unlimited posts and conversations. Its `tier`
 *   stays null (it pays for nothing); `isArtist` tells the screens not to offer plans.
 * - max_posts_per_day 999 or null means unlimited (null here); max_dm_participants 100
 *   means unlimited (null here).
 * - Exclusive posts (contentLevel): a tier without features.exclusive_content sees none; with it,
 *   the Prata ones ('Prata e Ouro'); with it and features.direct_access, the top plan's mark, also
 *   the 'Só Ouro' ones. Read from the row's features, so a tier edited in the database follows.
 */

export const GRACE_MS = 3 * 86_400_000;
const UNLIMITED_POSTS = 999;
const UNLIMITED_DM = 100;
/** Ouro's file size, the largest a tier gives. */
const ARTIST_MAX_FILE_MB = 50;

export type TierRow = typeof subscriptionTiers.$inferSelect;

type TierState<T = TierRow> = { tier: T | null; status: string | null; trialEndsAt: Date | null; periodEnd: Date | null };

/** Whether a member's tier row (or the part of it a caller read) still counts at `now` (the rules above). */
export function tierCounts<T = TierRow>(row: TierState<T>, now: Date): T | null {
  if (!row.tier || !row.status || row.status === 'canceled') return null;
  const paidUntil = row.periodEnd ?? row.trialEndsAt;
  if (paidUntil && paidUntil.getTime() + GRACE_MS <= now.getTime()) return null;
  return row.tier;
}

/**
 * The member's username and the tier they hold, in one read of profiles.subscription_tier_id and
 * the member's one subscriptions row (status, trial_ends_at, current_period_end), which the payment
 * webhooks write.
 */
async function readMemberTier({ db }: Pick<AppDeps, 'db'>, userId: MemberRef): Promise<(TierState & { username: string }) | undefined> {
  const [row] = await db
    .select({
      username: profiles.username,
      tier: subscriptionTiers,
      status: subscriptions.status,
      trialEndsAt: subscriptions.trialEndsAt,
      periodEnd: subscriptions.currentPeriodEnd,
    })
    .from(profiles)
    .leftJoin(subscriptions, eq(subscriptions.userId, profiles.userId))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, profiles.subscriptionTierId))
    .where(eq(profiles.userId, memberIdSql(userId)))
    .limit(1);
  return row;
}

/** The tier the member holds right now, or null. */
export async function currentTier(deps: Pick<AppDeps, 'db'>, { userId, now }: { userId: MemberRef; now: Date }): Promise<TierRow | null> {
  const row = await readMemberTier(deps, userId);
  return row ? tierCounts(row, now) : null;
}

export { isArtistUsername };

const FREE: Omit<MemberRights, 'tier'> = {
  isArtist: false,
  canRead: true,
  canReact: true,
  canComment: true,
  canPost: false,
  postsPerDay: 0,
  filesPerPost: 0,
  maxFileSizeMb: 0,
  canUploadVideo: false,
  canUploadAudio: false,
  canAccessLives: false,
  canCreatePolls: false,
  dmParticipants: 0,
  prioritySupport: false,
  customBadge: false,
  exclusiveContent: false,
  directArtistAccess: false,
  contentLevel: null,
};

/** The exclusive posts a tier's features open (null: none), as the rules above say. */
export const contentLevelOf = (features: TierRow['features']): MemberRights['contentLevel'] =>
  features.exclusive_content ? (features.direct_access ? 'ouro' : 'prata') : null;

/** Pure: the rights a tier row (or no tier) gives. */
export function rightsForTier(tier: TierRow | null): MemberRights {
  if (!tier) return { tier: null, ...FREE };
  const posts = tier.maxPostsPerDay;
  return {
    tier: { id: tier.id, name: tier.name },
    isArtist: false,
    canRead: true,
    canReact: true,
    canComment: true,
    canPost: posts === null || posts > 0,
    postsPerDay: posts === null || posts >= UNLIMITED_POSTS ? null : posts,
    filesPerPost: tier.maxFilesPerPost,
    maxFileSizeMb: tier.maxFileSizeMb,
    canUploadVideo: tier.canUploadVideo,
    // Video and audio go together (Prata and Ouro).
    canUploadAudio: tier.canUploadVideo,
    canAccessLives: tier.canAccessLives,
    canCreatePolls: tier.canCreatePolls,
    dmParticipants: tier.maxDmParticipants >= UNLIMITED_DM ? null : tier.maxDmParticipants,
    prioritySupport: tier.features.priority_support,
    customBadge: tier.features.custom_badge,
    exclusiveContent: tier.features.exclusive_content,
    directArtistAccess: tier.features.direct_access,
    contentLevel: contentLevelOf(tier.features),
  };
}

/** The artist's account: every right, at least as wide as the widest tier's (Ouro). */
const ARTIST_RIGHTS: MemberRights = {
  tier: null,
  isArtist: true,
  canRead: true,
  canReact: true,
  canComment: true,
  canPost: true,
  postsPerDay: null,
  filesPerPost: POST_MAX_MEDIA,
  maxFileSizeMb: ARTIST_MAX_FILE_MB,
  canUploadVideo: true,
  canUploadAudio: true,
  canAccessLives: true,
  canCreatePolls: true,
  dmParticipants: null,
  prioritySupport: true,
  customBadge: true,
  exclusiveContent: true,
  directArtistAccess: true,
  contentLevel: 'ouro',
};

export async function memberRights(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  { userId }: { userId: MemberRef },
): Promise<MemberRights> {
  const row = await readMemberTier(deps, userId);
  if (row && isArtistUsername(deps.config, row.username)) return ARTIST_RIGHTS;
  return rightsForTier(row ? tierCounts(row, deps.clock.now()) : null);
}

/** Within the daily post limit? `postedToday` counts the member's posts since midnight (America/Sao_Paulo). */
export const mayPostMore = (rights: MemberRights, postedToday: number) =>
  rights.canPost && (rights.postsPerDay === null || postedToday < rights.postsPerDay);

/** May the member start a conversation of `participants` people (themself included)? */
export const mayStartConversation = (rights: MemberRights, participants: number) =>
  rights.dmParticipants === null || (rights.dmParticipants > 0 && participants <= rights.dmParticipants);
