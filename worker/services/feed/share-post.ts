import { sql } from 'drizzle-orm';
import { posts, postShares } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ShareResult } from '../../contracts/feed';
import { AppError } from '../../lib/app-error';
import { refuseLocked } from './visibility';

/**
 * A member shared a post ('Compartilhar'): counted once per member and post, however often they
 * share it. One batch: the member's row goes in only while the post is shown (not removed, not
 * hidden), and the count moves by what that insert did (changes(): 1 the first time, 0 after), so
 * `posts.shares_count` always equals its rows. Every post UPDATE recomputes Em Alta's score
 * (db/schema/trending-score.ts), where a share weighs 3. No post (or one removed or hidden):
 * POST_NOT_FOUND; an exclusive post above the member's plan: POST_EXCLUSIVE, as for reactions.
 */
export async function sharePost(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: { userId: string; postId: string },
): Promise<ShareResult> {
  const { db } = deps;
  const { userId, postId } = input;
  await refuseLocked(deps, { who: userId, of: { postId } });
  const shown = sql`EXISTS (SELECT 1 FROM ${posts} WHERE id = ${postId} AND removed_at IS NULL AND hidden_at IS NULL)`;
  const [, [row]] = await db.batch([
    db.run(sql`INSERT INTO ${postShares} (post_id, user_id, created_at)
      SELECT ${postId}, ${userId}, ${deps.clock.now().getTime()} WHERE ${shown}
      ON CONFLICT (post_id, user_id) DO NOTHING`),
    // changes() is the INSERT's row count: the first share of this member adds one, any later adds nothing.
    db.all<{ sharesCount: number }>(sql`UPDATE ${posts} SET shares_count = shares_count + changes()
      WHERE id = ${postId} AND removed_at IS NULL AND hidden_at IS NULL
      RETURNING shares_count AS sharesCount`),
  ]);
  if (!row) throw new AppError('POST_NOT_FOUND');
  return { sharesCount: row.sharesCount };
}
