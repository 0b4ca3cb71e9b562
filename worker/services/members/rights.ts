import { eq } from 'drizzle-orm';
import { profiles, subscriptions, subscriptionTiers } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { MemberRights } from '../../contracts/members';
import { memberIdSql, type MemberRef } from '../auth/member-ref';

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
 * - max_posts_per_day 999 or null means unlimited (null here); max_dm_participants 100
 *   means unlimited (null here).
 * - Exclusive posts (contentLevel): a tier without features.exclusive_content sees none; with it,
 *   the Prata ones ('Prata e Ouro'); with it and features.direct_access, the top plan's mark, also
 *   the 'Só Ouro' ones. Read from the row's features, so a tier edited in the database follows.
 */

export const GRACE_MS = 3 * 86_400_000;
const UNLIMITED_POSTS = 999;
const UNLIMITED_DM = 100;

export type TierRow = typeof subscriptionTiers.$inferSelect;

/**
 * The tier the member holds right now, or null. Reads profiles.subscription_tier_id and
 * the member's one subscriptions row (status, trial_ends_at, current_period_end), which
 * the payment webhooks write.
 */
export async function currentTier({ db }: Pick<AppDeps, 'db'>, { userId, now }: { userId: MemberRef; now: Date }): Promise<TierRow | null> {
  const [row] = await db
    .select({ tier: subscriptionTiers, status: subscriptions.status, trialEndsAt: subscriptions.trialEndsAt, periodEnd: subscriptions.currentPeriodEnd })
    .from(profiles)
    .innerJoin(subscriptionTiers, eq(subscriptionTiers.id, profiles.subscriptionTierId))
    .innerJoin(subscriptions, eq(subscriptions.userId, profiles.userId))
    .where(eq(profiles.userId, memberIdSql(userId)))
    .limit(1);
  if (!row || row.status === 'canceled') return null;
  const paidUntil = row.periodEnd ?? row.trialEndsAt;
  if (paidUntil && paidUntil.getTime() + GRACE_MS <= now.getTime()) return null;
  return row.tier;
}

const FREE: Omit<MemberRights, 'tier'> = {
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

/** Pure: the rights a tier row (or no tier) gives. */
export function rightsForTier(tier: TierRow | null): MemberRights {
  if (!tier) return { tier: null, ...FREE };
  const posts = tier.maxPostsPerDay;
  return {
    tier: { id: tier.id, name: tier.name },
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
    contentLevel: tier.features.exclusive_content ? (tier.features.direct_access ? 'ouro' : 'prata') : null,
  };
}

export async function memberRights(deps: Pick<AppDeps, 'db' | 'clock'>, { userId }: { userId: MemberRef }): Promise<MemberRights> {
  return rightsForTier(await currentTier(deps, { userId, now: deps.clock.now() }));
}

/** Within the daily post limit? `postedToday` counts the member's posts since midnight (America/Sao_Paulo). */
export const mayPostMore = (rights: MemberRights, postedToday: number) =>
  rights.canPost && (rights.postsPerDay === null || postedToday < rights.postsPerDay);

/** May the member start a conversation of `participants` people (themself included)? */
export const mayStartConversation = (rights: MemberRights, participants: number) =>
  rights.dmParticipants === null || (rights.dmParticipants > 0 && participants <= rights.dmParticipants);
