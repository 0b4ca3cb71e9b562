import type { AppDeps } from '../../adapters/deps';
import { freezeRaffle } from './internal/freeze-raffle';
import { purgeRaffleVoters } from './internal/purge-raffle-voters';
import { redrawUnclaimed } from './redraw-unclaimed';

/**
 * The raffle's scheduled job (a Workers cron trigger, an interval on Node):
 * freezes the coupon list once the poll has closed, draws the next round when a claim deadline passed with prizes unclaimed,
 * then deletes non-winners' personal data once the retention period is over,
 * a bounded number of chunks per run (`purgeDone: false` means the next run
 * continues). Both steps are idempotent, so a missed or repeated run only
 * delays or repeats nothing.
 */
export async function raffleHousekeeping(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'random'>,
): Promise<{ round: number | null; purged: number; purgeDone: boolean }> {
  await freezeRaffle(deps);
  const round = await redrawUnclaimed(deps);
  const purge = await purgeRaffleVoters(deps);
  return { round, purged: purge.purged, purgeDone: purge.done };
}
