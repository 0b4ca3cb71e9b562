import { eq, type SQL } from 'drizzle-orm';
import { pollOptions, polls, tshirtPollVotes } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { sha256Hex } from '../../../lib/crypto';

/**
 * The vote a voter token belongs to. The token is the only key: knowing a CPF
 * (or its hash) never leads here, so nobody can read or change another's vote.
 */
/** One vote with its design and poll, found by a condition on tshirt_poll_votes. */
export async function selectVote(deps: Pick<AppDeps, 'db'>, { where }: { where: SQL }) {
  const [row] = await deps.db
    .select({
      id: tshirtPollVotes.id,
      pollId: tshirtPollVotes.pollId,
      optionId: tshirtPollVotes.optionId,
      coupon: tshirtPollVotes.raffleCoupon,
      cpfLast4: tshirtPollVotes.cpfLast4,
      cpfHash: tshirtPollVotes.cpfHash,
      emailConfirmedAt: tshirtPollVotes.emailConfirmedAt,
      voidId: tshirtPollVotes.voidId,
      designName: pollOptions.optionText,
      imageUrl: pollOptions.imageUrl,
      pollActive: polls.isActive,
      closesAt: polls.closesAt,
    })
    .from(tshirtPollVotes)
    .innerJoin(pollOptions, eq(pollOptions.id, tshirtPollVotes.optionId))
    .innerJoin(polls, eq(polls.id, tshirtPollVotes.pollId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export async function findVoteByToken(deps: Pick<AppDeps, 'db'>, { voterToken }: { voterToken: string }) {
  const row = await selectVote(deps, { where: eq(tshirtPollVotes.voterTokenHash, await sha256Hex(voterToken)) });
  if (!row) return null;
  const { cpfLast4: _private, ...vote } = row;
  return vote;
}
