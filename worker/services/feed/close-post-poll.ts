import { eq, sql } from 'drizzle-orm';
import { postPolls, posts } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { FeedPoll } from '../../contracts/post-polls';
import { AppError } from '../../lib/app-error';
import { readPostPoll } from './internal/read-post-polls';

/** The post's author closes its poll for good (is_active false: 'Esta enquete foi fechada'). Closing twice is harmless. */
export async function closePostPoll(deps: Pick<AppDeps, 'db' | 'clock'>, input: { userId: string; pollId: string }): Promise<FeedPoll> {
  const closed = await deps.db.run(sql`UPDATE ${postPolls} SET is_active = 0
    WHERE id = ${input.pollId} AND post_id IN (SELECT id FROM ${posts} WHERE user_id = ${input.userId})`);
  if (closed.rowsAffected === 0) {
    const [exists] = await deps.db.select({ id: postPolls.id }).from(postPolls).where(eq(postPolls.id, input.pollId)).limit(1);
    throw new AppError(exists ? 'POST_POLL_NOT_AUTHOR' : 'POST_POLL_NOT_FOUND');
  }
  const view = await readPostPoll(deps, { pollId: input.pollId, viewerId: input.userId });
  if (!view) throw new AppError('POST_POLL_NOT_FOUND');
  return view;
}
