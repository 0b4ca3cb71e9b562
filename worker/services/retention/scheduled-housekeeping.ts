import type { AppDeps } from '../../adapters/deps';
import { raffleHousekeeping } from '../raffle/raffle-housekeeping';
import { runRetention, type RetentionOutcome } from './run-retention';

/**
 * What the scheduled job runs (a Workers cron trigger, an interval on Node): the raffle's
 * freeze, redraws and purge, then the site's data retention. Each part is idempotent and
 * bounded, so a missed or repeated run only delays or repeats nothing.
 */
export async function scheduledHousekeeping(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'random' | 'keys' | 'logger'>,
): Promise<{ raffle: Awaited<ReturnType<typeof raffleHousekeeping>>; retention: RetentionOutcome }> {
  const raffle = await raffleHousekeeping(deps);
  const retention = await runRetention(deps);
  return { raffle, retention };
}
