import { sql } from 'drizzle-orm';
import { blocks, follows, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { FollowResult } from '../../contracts/social';
import { AppError } from '../../lib/app-error';
import { notifyNewFollowerStatement, publishNewFollower } from '../notifications/notify-new-follower';

/** A follow announced once stays announced this long: unfollowing and following again tells nobody. */
const ANNOUNCED_SECONDS = 30 * 86_400;
const announcedKey = (followerId: string, username: string) => `follow-announced:${followerId}:${username.toLowerCase()}`;

const target = (username: string) =>
  sql`(SELECT ${profiles.userId} FROM ${profiles} WHERE lower(${profiles.username}) = ${username.toLowerCase()})`;
const blockedBetween = (a: unknown, b: unknown) =>
  sql`EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerId} = ${a} AND ${blocks.blockedId} = ${b}) OR (${blocks.blockerId} = ${b} AND ${blocks.blockedId} = ${a}))`;

/** What the batch reads back about the followed member, after its writes. */
function readBack(deps: Pick<AppDeps, 'db'>, userId: string, username: string) {
  return deps.db
    .select({
      id: profiles.userId,
      blocked: sql<number>`${blockedBetween(userId, profiles.userId)}`.mapWith(Number),
      followers: sql<number>`(SELECT count(*) FROM ${follows} WHERE ${follows.followeeId} = ${profiles.userId})`.mapWith(Number),
      followedByMe:
        sql<number>`EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.followerId} = ${userId} AND ${follows.followeeId} = ${profiles.userId})`.mapWith(
          Number,
        ),
    })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = ${username.toLowerCase()}`);
}

/**
 * 'Seguir' (idempotent): one batch writes the follow, only for another member with no block
 * either way, and the followed member's notification (notify-new-follower.ts), then reads back
 * who it was. A refusal (nobody by that name, oneself, a block) is told from that read: the
 * guarded insert wrote nothing. Session plus one batch: two round trips.
 */
export async function followMember(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'cache' | 'realtime' | 'defer' | 'logger' | 'push'>,
  input: { userId: string; username: string },
): Promise<FollowResult> {
  const { db } = deps;
  const now = deps.clock.now();
  const key = announcedKey(input.userId, input.username);
  const announced = await deps.cache.get<number>(key).catch(() => null);
  const followee = target(input.username);
  const [, notice, [who]] = await db.batch([
    db.run(sql`INSERT INTO ${follows} (follower_id, followee_id, created_at)
      SELECT ${input.userId}, p.user_id, ${now.getTime()} FROM ${profiles} p
      WHERE lower(p.username) = ${input.username.toLowerCase()} AND p.user_id <> ${input.userId} AND NOT ${blockedBetween(input.userId, sql`p.user_id`)}
      ON CONFLICT DO NOTHING`),
    announced
      ? db.run(sql`SELECT 1 WHERE 0`)
      : notifyNewFollowerStatement(deps, { id: deps.random.id(), followerId: input.userId, followeeId: followee, now }),
    readBack(deps, input.userId, input.username),
  ]);
  if (!who) throw new AppError('MEMBER_NOT_FOUND');
  if (who.id === input.userId) throw new AppError('FOLLOW_SELF');
  if (who.blocked) throw new AppError('FOLLOW_BLOCKED');
  if (notice.rowsAffected > 0) await deps.cache.set(key, 1, ANNOUNCED_SECONDS).catch(() => undefined);
  publishNewFollower(deps, { followeeId: who.id, written: notice });
  return { followedByMe: true, followers: who.followers };
}

/** 'Seguindo' → 'Seguir' (idempotent): no notification, and the follower is not told anything. */
export async function unfollowMember(deps: Pick<AppDeps, 'db'>, input: { userId: string; username: string }): Promise<FollowResult> {
  const { db } = deps;
  const [, [who]] = await db.batch([
    db.run(sql`DELETE FROM ${follows} WHERE ${follows.followerId} = ${input.userId} AND ${follows.followeeId} = ${target(input.username)}`),
    readBack(deps, input.userId, input.username),
  ]);
  if (!who) throw new AppError('MEMBER_NOT_FOUND');
  return { followedByMe: false, followers: who.followers };
}
