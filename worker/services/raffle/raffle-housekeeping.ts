import type { AppDeps } from '../../adapters/deps';
import { purgeRaffleVoters } from './internal/purge-raffle-voters';
import { redrawUnclaimed } from './redraw-unclaimed';

/**
 * The raffle's scheduled job (a Workers cron trigger, an interval on Node):
 * draws the next round when a claim deadline passed with prizes unclaimed,
 * then deletes non-winners' personal data once the retention period is over.
 * Both steps are idempotent, so a missed or repeated run only delays or
 * repeats nothing.
 */
export async function raffleHousekeeping(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'random'>): Promise<{ round: number | null; purged: number }> {
  const round = await redrawUnclaimed(deps);
  const purged = await purgeRaffleVoters(deps);
  return { round, purged };
}
