import type { AppDeps } from '../../adapters/deps';
import { endSuspensions } from '../moderation/end-suspensions';
import { raffleHousekeeping } from '../raffle/raffle-housekeeping';
import { runRetention, type RetentionOutcome } from './run-retention';
import { backfillSearchTerms, type BackfillOutcome } from '../search/backfill-search-terms';

/**
 * What the scheduled job runs (a Workers cron trigger, an interval on Node): the raffle's
 * freeze, redraws and purge, then the site's data retention, then suspensions that ran out, then a chunk of
 * the search index's backfill (services/search/backfill-search-terms.ts), then expired limit keys. Each part is idempotent and
 * bounded, so a missed or repeated run only delays or repeats nothing.
 */
export async function scheduledHousekeeping(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'random' | 'keys' | 'logger' | 'afterErasure' | 'rateLimiter'>,
): Promise<{
  raffle: Awaited<ReturnType<typeof raffleHousekeeping>>;
  retention: RetentionOutcome;
  suspensions: { ended: number };
  search: BackfillOutcome;
  limits: { swept: number };
}> {
  const raffle = await raffleHousekeeping(deps);
  const retention = await runRetention(deps);
  const suspensions = await endSuspensions(deps);
  const search = await backfillSearchTerms(deps);
  // Limits and lockouts whose windows have passed (the embedded default's log; Upstash expires its own).
  const limits = await deps.rateLimiter.sweep();
  return { raffle, retention, suspensions, search, limits };
}
