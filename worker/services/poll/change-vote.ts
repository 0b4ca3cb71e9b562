import { eq } from 'drizzle-orm';
import { pollOptions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ChangeVoteInput, ChangedVote } from '../../contracts/poll';
import { AppError } from '../../lib/app-error';
import { findVoteByToken } from './internal/find-vote-by-token';
import { limitVoteAttempts } from './internal/limit-vote-attempts';
import { moveVote } from './internal/move-vote';

export interface ChangeVoteRequest {
  input: ChangeVoteInput;
  ip: string;
}

/** Moves the token holder's vote to another design of the same open poll; the coupon stays. */
export async function changeVote(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'config'>,
  req: ChangeVoteRequest,
): Promise<ChangedVote> {
  await limitVoteAttempts(deps, req);
  const vote = await findVoteByToken(deps, req.input);
  if (!vote) throw new AppError('VOTE_NOT_FOUND');
  if (!vote.pollActive || vote.closesAt.getTime() <= deps.clock.now().getTime()) throw new AppError('POLL_CLOSED');

  const [target] = await deps.db
    .select({ name: pollOptions.optionText, pollId: pollOptions.pollId })
    .from(pollOptions)
    .where(eq(pollOptions.id, req.input.optionId))
    .limit(1);
  if (!target || target.pollId !== vote.pollId) throw new AppError('OPTION_NOT_FOUND');
  // countedAt is read after the move committed (or was found done), so tallies from then on include it.
  const result = () => ({
    optionId: req.input.optionId,
    designName: target.name,
    coupon: vote.coupon,
    emailConfirmed: vote.emailConfirmedAt !== null,
    countedAt: deps.clock.now().toISOString(),
  });
  if (vote.optionId === req.input.optionId) return result();

  const moved = await moveVote(deps, {
    voteId: vote.id,
    fromOptionId: vote.optionId,
    toOptionId: req.input.optionId,
    now: deps.clock.now(),
  });
  if (moved) return result();

  // Another request moved it first (a double click, two tabs): fine if it landed on the same design.
  const latest = await findVoteByToken(deps, req.input);
  if (latest?.optionId === req.input.optionId) return result();
  if (latest && (!latest.pollActive || latest.closesAt.getTime() <= deps.clock.now().getTime())) throw new AppError('POLL_CLOSED');
  throw new AppError('CHANGE_VOTE_FAILED');
}
