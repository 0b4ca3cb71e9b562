import { eq, sql } from 'drizzle-orm';
import { postPollOptions, postPolls, postPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { FeedPoll, PostPollStatus, VotePostPollInput } from '../../contracts/post-polls';
import { AppError } from '../../lib/app-error';
import { notifyPostAuthorStatement, publishPostAuthorNotice } from '../notifications/notify-post-author';
import { awardReputationStatements } from '../reputation/award-reputation';
import { pollStatus, readPostPoll } from './internal/read-post-polls';
import { refuseLocked } from './visibility';

function refuseUnlessOpen(status: PostPollStatus) {
  if (status === 'closed') throw new AppError('POST_POLL_CLOSED');
  if (status === 'expired') throw new AppError('POST_POLL_EXPIRED');
}

/**
 * A member's vote on a post poll. Rules:
 * - single choice: one vote per member, and it is final (one vote per member, never changed);
 * - multiple choice: one vote per option per member; voting again on options already voted
 *   adds nothing, and new options may be added later while the poll is open. There is no un-vote.
 * - the poll must be open by the server's clock (deps.clock), checked again inside the INSERT,
 *   so a poll closed or expiring meanwhile takes no vote.
 *
 * One batch (one transaction), whatever the number of members voting at once:
 *   1. insert the vote rows (guarded: poll open, first vote in single choice, options of this poll);
 *   2. notify the post's author if a row went in and it is not their own post (changes() is step 1's),
 *      and award the author's reputation for a vote received (once per voter and post, capped per day);
 *   3. set each chosen option's vote_count to its rows, counted through the votes' primary key;
 *   4. set the poll's total_votes to the number of members who voted (one member choosing two options is one voter).
 * Counts are recounted rather than incremented, so they equal the rows by construction.
 * The poll of an exclusive post above the member's plan is refused first (`lockCheck`, from the router).
 */
export async function votePostPoll(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'logger' | 'config' | 'push'>,
  input: { userId: string; vote: VotePostPollInput; lockCheck?: Promise<void> },
): Promise<FeedPoll> {
  const { db } = deps;
  const { pollId } = input.vote;
  const lockCheck = input.lockCheck ?? refuseLocked(deps, { who: input.userId, of: { pollId } });
  lockCheck.catch(() => undefined);
  const optionIds = [...new Set(input.vote.optionIds)];
  const [[poll], options] = await Promise.all([
    db
      .select({
        postId: postPolls.postId,
        multipleChoice: postPolls.multipleChoice,
        isActive: postPolls.isActive,
        expiresAt: postPolls.expiresAt,
      })
      .from(postPolls)
      .where(eq(postPolls.id, pollId))
      .limit(1),
    db.select({ id: postPollOptions.id }).from(postPollOptions).where(eq(postPollOptions.pollId, pollId)),
  ]);
  await lockCheck;
  if (!poll) throw new AppError('POST_POLL_NOT_FOUND');
  const now = deps.clock.now();
  refuseUnlessOpen(pollStatus(poll, now.getTime()));
  if (!poll.multipleChoice && optionIds.length !== 1) throw new AppError('POST_POLL_ONE_OPTION');
  const known = new Set(options.map((o) => o.id));
  if (!optionIds.every((id) => known.has(id))) throw new AppError('POST_POLL_OPTION_UNKNOWN');

  const chosen = sql.join(
    optionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const open = sql`EXISTS (SELECT 1 FROM ${postPolls} WHERE id = ${pollId} AND is_active = 1 AND (expires_at IS NULL OR expires_at > ${now.getTime()}))`;
  const firstVote = poll.multipleChoice
    ? sql`1`
    : sql`NOT EXISTS (SELECT 1 FROM ${postPollVotes} WHERE poll_id = ${pollId} AND user_id = ${input.userId})`;
  const voted = sql`EXISTS (SELECT 1 FROM ${postPollVotes} WHERE poll_id = ${pollId} AND user_id = ${input.userId} AND created_at = ${now.getTime()})`;
  const [inserted, notified] = await db.batch([
    db.run(sql`INSERT INTO ${postPollVotes} (poll_id, option_id, user_id, created_at)
      SELECT ${pollId}, o.id, ${input.userId}, ${now.getTime()} FROM ${postPollOptions} o
      WHERE o.poll_id = ${pollId} AND o.id IN (${chosen}) AND ${open} AND ${firstVote}
      ON CONFLICT DO NOTHING`),
    notifyPostAuthorStatement(deps, {
      id: deps.random.id(),
      postId: poll.postId,
      fromUserId: input.userId,
      type: 'poll_vote',
      now,
      onlyIf: sql`changes() > 0`,
    }),
    ...awardReputationStatements(deps, {
      id: deps.random.id(),
      kind: 'poll_vote_received',
      postId: poll.postId,
      actorId: input.userId,
      now,
      onlyIf: voted,
    }),
    db.run(sql`UPDATE ${postPollOptions} SET vote_count =
        (SELECT count(*) FROM ${postPollVotes} v WHERE v.poll_id = ${pollId} AND v.option_id = ${postPollOptions}.id)
      WHERE poll_id = ${pollId} AND id IN (${chosen})`),
    // Voters, not vote rows: percentages are each option's voters over all voters.
    db.run(sql`UPDATE ${postPolls} SET total_votes = (SELECT count(DISTINCT user_id) FROM ${postPollVotes} WHERE poll_id = ${pollId})
      WHERE id = ${pollId}`),
  ]);

  publishPostAuthorNotice(deps, { type: 'poll_vote', postId: poll.postId, written: notified });
  const view = await readPostPoll(deps, { pollId, viewerId: input.userId });
  if (!view) throw new AppError('POST_POLL_NOT_FOUND');
  if (inserted.rowsAffected === 0) {
    // Nothing went in: the poll closed or expired meanwhile, or this single-choice member had voted.
    refuseUnlessOpen(view.status);
    if (!poll.multipleChoice) throw new AppError('POST_POLL_ALREADY_VOTED');
  }
  return view;
}
