import type { AppDeps } from '../../adapters/deps';
import {
  erasedVoteCpfHashes,
  expiredArtistSessions,
  expiredSessions,
  spentEmailTokens,
  unpaidOrderBuyers,
  type RetentionStep,
} from './internal/retention-steps';
import { rewriteAuditSearches } from './internal/rewrite-audit-searches';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'keys' | 'logger'>;

/** As the raffle purge: chunks of 500 rows, each its own commit, a bounded number per run and a time budget; the next run continues. */
export interface RetentionBudget {
  chunkRows: number;
  maxChunks: number;
  budgetMs: number;
}
export const RETENTION_BUDGET: RetentionBudget = { chunkRows: 500, maxChunks: 40, budgetMs: 20_000 };

const STEPS: Record<string, (deps: Deps, now: number, limit: number) => Promise<number>> = {
  sessions: expiredSessions as RetentionStep,
  artistSessions: expiredArtistSessions,
  emailTokens: spentEmailTokens,
  unpaidOrders: unpaidOrderBuyers,
  erasedVoteHashes: erasedVoteCpfHashes,
  auditSearches: rewriteAuditSearches,
};
type RetentionCounts = Record<keyof typeof STEPS, number>;

export interface RetentionOutcome {
  counts: RetentionCounts;
  /** Nothing due was left; false when the budget ran out first. */
  done: boolean;
}

/**
 * The scheduled job's data retention, step after step, chunk after chunk: expired sessions
 * and spent links deleted, unpaid orders' buyer data blanked after 30 days, erased votes' CPF
 * hashes dropped after the close, clear-text searches in the audit log hashed. Every step only
 * selects what is due, so a repeated or interrupted run does nothing twice. The log gets the
 * counts, never a value.
 */
export async function runRetention(deps: Deps, budget: RetentionBudget = RETENTION_BUDGET): Promise<RetentionOutcome> {
  const started = deps.clock.now().getTime();
  const counts = Object.fromEntries(Object.keys(STEPS).map((k) => [k, 0])) as RetentionCounts;
  let chunks = 0;
  let done = true;
  for (const [name, step] of Object.entries(STEPS)) {
    for (;;) {
      if (chunks >= budget.maxChunks || deps.clock.now().getTime() - started >= budget.budgetMs) {
        done = false;
        break;
      }
      const n = await step(deps, deps.clock.now().getTime(), budget.chunkRows);
      chunks++;
      counts[name] = (counts[name] ?? 0) + n;
      if (n < budget.chunkRows) break;
    }
    if (!done) break;
  }
  deps.logger.info('retention', { ...counts, done });
  return { counts, done };
}
