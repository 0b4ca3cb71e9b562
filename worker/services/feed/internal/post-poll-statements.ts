import { sql } from 'drizzle-orm';
import { postPollOptions, postPolls, posts } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { pollOptionsToWrite, type PostPollInput } from '../../../contracts/post-polls';

const DAY = 86_400_000;

/** When a poll created at `now` with this expiry choice stops taking votes; null = never. */
function pollExpiresAt(now: Date, expiry: PostPollInput['expiry']): Date | null {
  return expiry === 'never' ? null : new Date(now.getTime() + Number(expiry) * DAY);
}

/**
 * The statements that write a post's poll, to ride in the post's own batch (services/feed/create-post.ts).
 * Each one only writes if the row before it went in, so a post refused by the daily limit
 * leaves no poll behind. Blank options are dropped here (the form allows them).
 */
export function postPollStatements(deps: Pick<AppDeps, 'db' | 'random'>, input: { postId: string; poll: PostPollInput; now: Date }) {
  const { db } = deps;
  const pollId = deps.random.id();
  const expiresAt = pollExpiresAt(input.now, input.poll.expiry);
  return [
    db.run(sql`INSERT INTO ${postPolls} (id, post_id, question, expires_at, multiple_choice, is_active, total_votes)
      SELECT ${pollId}, ${input.postId}, ${input.poll.question.trim()}, ${expiresAt?.getTime() ?? null}, ${input.poll.multipleChoice ? 1 : 0}, 1, 0
      WHERE EXISTS (SELECT 1 FROM ${posts} WHERE id = ${input.postId})`),
    ...pollOptionsToWrite(input.poll.options).map((text, order) =>
      db.run(sql`INSERT INTO ${postPollOptions} (id, poll_id, option_text, option_order, vote_count)
        SELECT ${deps.random.id()}, ${pollId}, ${text}, ${order}, 0 WHERE EXISTS (SELECT 1 FROM ${postPolls} WHERE id = ${pollId})`),
    ),
  ];
}
