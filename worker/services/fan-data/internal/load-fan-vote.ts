import { and, eq, isNull } from 'drizzle-orm';
import { pollOptions, tshirtPollVotes } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { AppError } from '../../../lib/app-error';
import { sha256Hex } from '../../../lib/crypto';

/**
 * The vote a voter token belongs to, with every column: only its owner (the token holder)
 * gets here. A vote already erased (or purged by the raffle's retention) has nothing left.
 */
export async function loadFanVote(deps: Pick<AppDeps, 'db'>, { voterToken }: { voterToken: string }) {
  const [row] = await deps.db
    .select({ vote: tshirtPollVotes, design: pollOptions.optionText })
    .from(tshirtPollVotes)
    .innerJoin(pollOptions, eq(pollOptions.id, tshirtPollVotes.optionId))
    .where(and(eq(tshirtPollVotes.voterTokenHash, await sha256Hex(voterToken)), isNull(tshirtPollVotes.purgedAt)))
    .limit(1);
  if (!row) throw new AppError('VOTE_NOT_FOUND');
  return row;
}

export type FanVote = Awaited<ReturnType<typeof loadFanVote>>;
