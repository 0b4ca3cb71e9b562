import { and, eq, gte, sql } from 'drizzle-orm';
import { posts } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { WRITE_RULES } from '../../contracts/limits';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// America/Sao_Paulo has had no daylight saving since 2019: midnight there is 03:00 UTC.
const SAO_PAULO_OFFSET = -3 * HOUR;
export const POST_BURST_MS = WRITE_RULES.post.windowSeconds * 1000;

/** The instant of the last midnight in São Paulo: the day the daily post limit counts. */
export function saoPauloMidnight(now: Date): Date {
  const local = now.getTime() + SAO_PAULO_OFFSET;
  return new Date(Math.floor(local / DAY) * DAY - SAO_PAULO_OFFSET);
}

export interface MyPostCounts {
  /** Since midnight in São Paulo (the daily limit). */
  today: number;
  /** Within the burst window, the last 10 minutes. */
  recent: number;
  /** Seconds until the oldest of those leaves the window (0 when there are none). */
  burstFreesInSeconds: number;
}

/** The member's posts today and in the burst window, in one read through posts_user_created_idx; the same rows create-post counts. */
export async function countMyPosts(deps: Pick<AppDeps, 'db'>, { userId, now }: { userId: string; now: Date }): Promise<MyPostCounts> {
  const midnight = saoPauloMidnight(now).getTime();
  const windowStart = now.getTime() - POST_BURST_MS;
  const [row] = await deps.db
    .select({
      today: sql<number>`coalesce(sum(${posts.createdAt} >= ${midnight}), 0)`,
      recent: sql<number>`coalesce(sum(${posts.createdAt} > ${windowStart}), 0)`,
      oldest: sql<number | null>`min(CASE WHEN ${posts.createdAt} > ${windowStart} THEN ${posts.createdAt} END)`,
    })
    .from(posts)
    .where(and(eq(posts.userId, userId), gte(posts.createdAt, new Date(Math.min(midnight, windowStart)))));
  const oldest = row?.oldest ?? null;
  return {
    today: Number(row?.today ?? 0),
    recent: Number(row?.recent ?? 0),
    burstFreesInSeconds: oldest === null ? 0 : Math.max(1, Math.ceil((Number(oldest) + POST_BURST_MS - now.getTime()) / 1000)),
  };
}
