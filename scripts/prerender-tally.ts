import { DESIGNS, designImage, POLL_QUESTION } from '../db/seed/catalogue';
import type { PollView } from '../worker/contracts/poll';
import { percentages } from '../worker/lib/percent';

/**
 * The poll `/` is prerendered with: the catalogue's five designs (the ids, names and pictures the
 * seed writes), so the page shows them without JavaScript. Its figures (launch votes, 7 days to go)
 * are only the build's: each request gets the last tally written over them
 * (worker/lib/landing-tally.ts, on Node and on Workers).
 */
export function buildTimeTally(now = new Date()): PollView {
  const votes = DESIGNS.map((d) => d.baseVotes);
  const percent = percentages(votes);
  return {
    id: 'poll_camiseta_oficial',
    question: POLL_QUESTION,
    closesAt: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
    closed: false,
    totalVotes: votes.reduce((a, b) => a + b, 0),
    options: DESIGNS.map((d, i) => ({
      id: `opt_${d.slug}`,
      name: d.name,
      order: d.order,
      imageUrl: designImage(d.slug),
      votes: votes[i]!,
      percent: percent[i]!,
    })),
    generatedAt: now.toISOString(),
  };
}
