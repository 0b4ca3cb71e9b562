import { and, asc, eq, inArray } from 'drizzle-orm';
import { postPollOptions, postPolls, postPollVotes, posts } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import type { FeedPoll, PostPollStatus } from '../../../contracts/post-polls';

/** Open until expires_at passes or is_active is false; `now` is the server clock's, in ms. */
export function pollStatus(poll: { isActive: boolean; expiresAt: Date | null }, now: number): PostPollStatus {
  if (!poll.isActive) return 'closed';
  if (poll.expiresAt && poll.expiresAt.getTime() <= now) return 'expired';
  return 'open';
}

/**
 * The polls of a page of posts, keyed by post id: the polls with their options in one read
 * (post_poll_options_poll_idx), the viewer's votes in another, never one query per post.
 * Counts are held back until the viewer voted, unless they wrote the post or the poll is over.
 */
export async function pollsForPosts(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { postIds: string[]; viewerId: string },
): Promise<Map<string, FeedPoll>> {
  const out = new Map<string, FeedPoll>();
  if (!input.postIds.length) return out;
  const rows = await deps.db
    .select({
      id: postPolls.id,
      postId: postPolls.postId,
      authorId: posts.userId,
      question: postPolls.question,
      multipleChoice: postPolls.multipleChoice,
      expiresAt: postPolls.expiresAt,
      isActive: postPolls.isActive,
      totalVotes: postPolls.totalVotes,
      optionId: postPollOptions.id,
      optionText: postPollOptions.optionText,
      votes: postPollOptions.voteCount,
    })
    .from(postPolls)
    .innerJoin(posts, eq(posts.id, postPolls.postId))
    .innerJoin(postPollOptions, eq(postPollOptions.pollId, postPolls.id))
    .where(inArray(postPolls.postId, input.postIds))
    .orderBy(asc(postPolls.id), asc(postPollOptions.optionOrder));
  if (!rows.length) return out;
  const pollIds = [...new Set(rows.map((r) => r.id))];
  const mine = await deps.db
    .select({ pollId: postPollVotes.pollId, optionId: postPollVotes.optionId })
    .from(postPollVotes)
    .where(and(inArray(postPollVotes.pollId, pollIds), eq(postPollVotes.userId, input.viewerId)));
  const now = deps.clock.now().getTime();
  const byPoll = new Map<string, (typeof rows)[number][]>();
  for (const r of rows) byPoll.set(r.id, [...(byPoll.get(r.id) ?? []), r]);
  for (const [pollId, opts] of byPoll) {
    const p = opts[0]!;
    const myVotes = mine.filter((v) => v.pollId === pollId).map((v) => v.optionId);
    const status = pollStatus(p, now);
    const isMine = p.authorId === input.viewerId;
    const showResults = myVotes.length > 0 || isMine || status !== 'open';
    out.set(p.postId, {
      id: pollId,
      question: p.question,
      multipleChoice: p.multipleChoice,
      expiresAt: p.expiresAt?.toISOString() ?? null,
      status,
      totalVotes: p.totalVotes,
      showResults,
      options: opts.map((o) => ({ id: o.optionId, text: o.optionText, votes: showResults ? o.votes : null })),
      myVotes,
      isMine,
    });
  }
  return out;
}

/** One poll as the viewer sees it (after a vote or a close), or null if it is gone. */
export async function readPostPoll(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { pollId: string; viewerId: string },
): Promise<FeedPoll | null> {
  const [row] = await deps.db.select({ postId: postPolls.postId }).from(postPolls).where(eq(postPolls.id, input.pollId)).limit(1);
  if (!row) return null;
  return (await pollsForPosts(deps, { postIds: [row.postId], viewerId: input.viewerId })).get(row.postId) ?? null;
}
