import { sql } from 'drizzle-orm';
import { posts, postTags, tags } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { CreatePostInput } from '../../contracts/feed';
import { AppError } from '../../lib/app-error';
import { memberRights } from '../members/rights';
import { awardReputationStatements } from '../reputation/award-reputation';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// America/Sao_Paulo has had no daylight saving since 2019: midnight there is 03:00 UTC.
const SAO_PAULO_OFFSET = -3 * HOUR;

/** The instant of the last midnight in São Paulo: the day the daily post limit counts. */
export function saoPauloMidnight(now: Date): Date {
  const local = now.getTime() + SAO_PAULO_OFFSET;
  return new Date(Math.floor(local / DAY) * DAY - SAO_PAULO_OFFSET);
}

/**
 * Publishes a text post with tags picked from the existing ones. The tier decides whether
 * and how often (services/members/rights.ts). The daily limit is checked inside the INSERT
 * itself, so two posts sent at once cannot both pass a limit that allows only one.
 */
export async function createPost(deps: Pick<AppDeps, 'db' | 'clock' | 'random'>, input: { userId: string; post: CreatePostInput }) {
  const content = input.post.content.trim();
  if (!content) throw new AppError('POST_EMPTY');
  const rights = await memberRights(deps, input.userId);
  if (!rights.canPost) throw new AppError('POST_NOT_ALLOWED');
  const now = deps.clock.now();
  const id = deps.random.id();
  const since = saoPauloMidnight(now).getTime();
  const withinLimit =
    rights.postsPerDay === null
      ? sql`1`
      : sql`(SELECT count(*) FROM ${posts} WHERE user_id = ${input.userId} AND created_at >= ${since}) < ${rights.postsPerDay}`;
  const tagIds = [...new Set(input.post.tagIds ?? [])];
  const [inserted] = await deps.db.batch([
    deps.db.run(sql`INSERT INTO ${posts} (id, user_id, content, created_at) SELECT ${id}, ${input.userId}, ${content}, ${now.getTime()} WHERE ${withinLimit}`),
    // Unknown tag ids are skipped; the tags ride on the post only if the post went in.
    ...(tagIds.length
      ? [
          deps.db.run(sql`INSERT INTO ${postTags} (post_id, tag_id)
            SELECT ${id}, t.id FROM ${tags} t WHERE t.id IN (${sql.join(tagIds.map((t) => sql`${t}`), sql`, `)})
              AND EXISTS (SELECT 1 FROM ${posts} WHERE id = ${id})`),
        ]
      : []),
    // Reputation for publishing (capped per day); nothing if the post did not go in.
    ...awardReputationStatements(deps.db, { id: deps.random.id(), kind: 'post', postId: id, actorId: input.userId, now }),
  ]);
  if (inserted.rowsAffected !== 1) throw new AppError('POST_DAILY_LIMIT');
  return { id };
}
