import type { AppDeps } from '../../adapters/deps';
import type { PollView } from '../../contracts/poll';
import { percentages } from '../../lib/percent';
import { loadCurrentPoll } from './internal/load-current-poll';

/** The current poll with displayed votes (base + cast here) and one-decimal percentages. */
export async function getPollTally(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<PollView> {
  // Taken before the read: a tally generated at or after a vote's `countedAt` includes that vote.
  const now = deps.clock.now();
  const { poll, options } = await loadCurrentPoll(deps);
  const votes = options.map((o) => o.baseVotes + o.voteCount);
  const percent = percentages(votes);
  return {
    id: poll.id,
    question: poll.question,
    closesAt: poll.closesAt.toISOString(),
    closed: !poll.isActive || poll.closesAt.getTime() <= now.getTime(),
    totalVotes: votes.reduce((a, b) => a + b, 0),
    options: options.map((o, i) => ({
      id: o.id,
      name: o.optionText,
      order: o.optionOrder,
      imageUrl: o.imageUrl,
      votes: votes[i]!,
      percent: percent[i]!,
    })),
    generatedAt: now.toISOString(),
  };
}
