import { eq, sql } from 'drizzle-orm';
import { blocks, follows, posts, profiles, subscriptions, subscriptionTiers, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { reputationLevel } from '../../contracts/members';
import type { MemberProfileResult } from '../../contracts/social';
import { memberIdSql, type MemberRef } from '../auth/member-ref';
import type { ViewerId } from '../auth/viewer-id';
import { isArtistUsername, tierCounts } from '../members/rights';

const counted = (query: ReturnType<typeof sql>) => sql<number>`${query}`.mapWith(Number);

/**
 * /membro/{username}: who the member is (name, avatar, plan badge, the Ouro custom badge while the
 * plan gives it, the crown 'Artista', reputation level, 'Membro desde'), the counts of their posts
 * shown in the feed, 'Seguidores' and 'Seguindo', and what the viewer may do (follow, or edit their
 * own). One read, keyed by the viewer's session when the cookie names one, so it travels with the
 * session's own check. An account that is gone (deleted) is 'not found', as everywhere else.
 */
export async function getMemberProfile(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: { viewerId: ViewerId; viewer?: MemberRef; username: string },
): Promise<MemberProfileResult> {
  const me = memberIdSql(input.viewer ?? (await input.viewerId));
  const [[row], viewerId] = await Promise.all([
    deps.db
      .select({
        userId: profiles.userId,
        username: profiles.username,
        displayName: profiles.displayName,
        avatarUrl: profiles.avatarUrl,
        reputation: profiles.reputationScore,
        badge: profiles.customBadge,
        joinedAt: users.createdAt,
        tier: subscriptionTiers,
        status: subscriptions.status,
        trialEndsAt: subscriptions.trialEndsAt,
        periodEnd: subscriptions.currentPeriodEnd,
        posts: counted(
          sql`(SELECT count(*) FROM ${posts} WHERE ${posts.userId} = ${profiles.userId} AND ${posts.removedAt} IS NULL AND ${posts.hiddenAt} IS NULL)`,
        ),
        followers: counted(sql`(SELECT count(*) FROM ${follows} WHERE ${follows.followeeId} = ${profiles.userId})`),
        following: counted(sql`(SELECT count(*) FROM ${follows} WHERE ${follows.followerId} = ${profiles.userId})`),
        followedByMe: counted(
          sql`EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.followerId} = ${me} AND ${follows.followeeId} = ${profiles.userId})`,
        ),
        blocked: counted(
          sql`EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerId} = ${me} AND ${blocks.blockedId} = ${profiles.userId}) OR (${blocks.blockerId} = ${profiles.userId} AND ${blocks.blockedId} = ${me}))`,
        ),
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(subscriptions, eq(subscriptions.userId, profiles.userId))
      .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, profiles.subscriptionTierId))
      .where(sql`lower(${profiles.username}) = ${input.username.toLowerCase()}`)
      .limit(1),
    input.viewerId,
  ]);
  if (!row) return { found: false };
  const isArtist = isArtistUsername(deps.config, row.username);
  const tier = isArtist ? null : tierCounts(row, deps.clock.now());
  const isMe = row.userId === viewerId;
  return {
    found: true,
    profile: {
      userId: row.userId,
      username: row.username,
      displayName: row.displayName ?? row.username,
      avatarUrl: row.avatarUrl,
      isArtist,
      badge: row.badge && (isArtist || tier?.features.custom_badge === true) ? row.badge : null,
      tierName: tier?.name ?? null,
      reputation: row.reputation,
      level: reputationLevel(row.reputation),
      joinedAt: row.joinedAt.toISOString(),
      posts: row.posts,
      followers: row.followers,
      following: row.following,
      isMe,
      followedByMe: !isMe && row.followedByMe === 1,
      blocked: !isMe && row.blocked === 1,
    },
  };
}
