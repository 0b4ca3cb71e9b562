import type { AppDeps } from '../../adapters/deps';
import type { MyVote } from '../../contracts/poll';
import { findVoteByToken } from './internal/find-vote-by-token';

/** The design and coupon of the token holder's vote, or null (a token from another database, a reset). Nothing personal. */
export async function getMyVote(deps: Pick<AppDeps, 'db'>, input: { voterToken: string }): Promise<MyVote | null> {
  const vote = await findVoteByToken(deps, input);
  return vote
    ? { optionId: vote.optionId, designName: vote.designName, coupon: vote.coupon, emailConfirmed: vote.emailConfirmedAt !== null }
    : null;
}
