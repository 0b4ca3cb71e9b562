import type { AppDeps } from '../../adapters/deps';
import { endSuspensions } from '../moderation/end-suspensions';
import { raffleHousekeeping } from '../raffle/raffle-housekeeping';
import { runRetention, type RetentionOutcome } from './run-retention';
import { backfillSearchTerms, type BackfillOutcome } from '../search/backfill-search-terms';

/**
 * What the scheduled job runs (a Workers cron trigger, an interval on Node): the raffle's
 * freeze, redraws and purge, then the site's data retention, then suspensions that ran out, then a chunk of
 * the search index's backfill (services/search/backfill-search-terms.ts). Each part is idempotent and
 * bounded, so a missed or repeated run only delays or repeats nothing.
 */
export async function scheduledHousekeeping(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'random' | 'keys' | 'logger'>): Promise<{
  raffle: Awaited<ReturnType<typeof raffleHousekeeping>>;
  retention: RetentionOutcome;
  suspensions: { ended: number };
  search: BackfillOutcome;
}> {
  const raffle = await raffleHousekeeping(deps);
  const retention = await runRetention(deps);
  const suspensions = await endSuspensions(deps);
  const search = await backfillSearchTerms(deps);
  return { raffle, retention, suspensions, search };
}
