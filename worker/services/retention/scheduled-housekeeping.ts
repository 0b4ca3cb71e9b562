import type { AppDeps } from '../../adapters/deps';
import { endSuspensions } from '../moderation/end-suspensions';
import { raffleHousekeeping } from '../raffle/raffle-housekeeping';
import { runRetention, type RetentionOutcome } from './run-retention';

/**
 * What the scheduled job runs (a Workers cron trigger, an interval on Node): the raffle's
 * freeze, redraws and purge, then the site's data retention, then suspensions that ran out. Each part is idempotent and
 * bounded, so a missed or repeated run only delays or repeats nothing.
 */
export async function scheduledHousekeeping(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'random' | 'keys' | 'logger'>,
): Promise<{ raffle: Awaited<ReturnType<typeof raffleHousekeeping>>; retention: RetentionOutcome; suspensions: { ended: number } }> {
  const raffle = await raffleHousekeeping(deps);
  const retention = await runRetention(deps);
  const suspensions = await endSuspensions(deps);
  return { raffle, retention, suspensions };
}
