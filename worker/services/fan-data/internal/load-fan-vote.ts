import { and, eq, isNull } from 'drizzle-orm';
import { pollOptions, tshirtPollVotes } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { AppError } from '../../../lib/app-error';

/**
 * The vote a data grant was issued for, with every column: only the holder of a grant (someone
 * who opened the link e-mailed to the vote's address) gets here. A vote already erased (or purged
 * by the raffle's retention) has nothing left.
 */
export async function loadFanVote(deps: Pick<AppDeps, 'db'>, voteId: string) {
  const [row] = await deps.db
    .select({ vote: tshirtPollVotes, design: pollOptions.optionText })
    .from(tshirtPollVotes)
    .innerJoin(pollOptions, eq(pollOptions.id, tshirtPollVotes.optionId))
    .where(and(eq(tshirtPollVotes.id, voteId), isNull(tshirtPollVotes.purgedAt)))
    .limit(1);
  if (!row) throw new AppError('VOTE_NOT_FOUND');
  return row;
}
