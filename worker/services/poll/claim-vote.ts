import { and, eq, isNull, or } from 'drizzle-orm';
import { tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';
import { sha256HexSync } from '../../lib/pii-seal';
import { findVoteByToken } from './internal/find-vote-by-token';

/**
 * A member attaches the vote they cast anonymously earlier, proving it with the voter
 * token their browser kept. A vote already attached to another member is answered
 * like an unknown token, so a token never reveals whose vote it is.
 */
export async function claimVote(deps: Pick<AppDeps, 'db'>, req: { userId: string; voterToken: string }) {
  const claimed = await deps.db
    .update(tshirtPollVotes)
    .set({ userId: req.userId })
    .where(
      and(
        eq(tshirtPollVotes.voterTokenHash, sha256HexSync(req.voterToken)),
        or(isNull(tshirtPollVotes.userId), eq(tshirtPollVotes.userId, req.userId)),
      ),
    )
    .returning({ id: tshirtPollVotes.id });
  if (claimed.length === 0) throw new AppError('VOTE_NOT_FOUND');
  const vote = await findVoteByToken(deps, req);
  if (!vote) throw new AppError('VOTE_NOT_FOUND');
  return { optionId: vote.optionId, designName: vote.designName, coupon: vote.coupon };
}
