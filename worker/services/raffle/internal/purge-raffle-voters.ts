import type { AppDeps } from '../../../adapters/deps';
import { loadRaffle } from '../get-raffle-status';
import { nextPurgeIds, purgeVoterChunk, type PurgeScope } from './purge-voter-chunk';
import { loadRounds } from '../raffle-rounds';

/**
 * How much one run may do. A chunk of 500 voters carries about 25k search-index
 * rows and holds the database's single writer for a fraction of a second; votes
 * and panel writes go in between chunks. A run stops after `maxChunks` chunks or
 * once `budgetMs` of wall time has passed, well inside a cron run's limits and
 * the database client's per-request timeout; the next scheduled run continues.
 */
export interface PurgeBudget {
  chunkVoters: number;
  maxChunks: number;
  budgetMs: number;
}
export const PURGE_BUDGET: PurgeBudget = { chunkVoters: 500, maxChunks: 40, budgetMs: 20_000 };

export interface PurgeOutcome {
  purged: number;
  chunks: number;
  /** Nothing is left to purge (or the retention period has not come yet). */
  done: boolean;
}

/** The frozen poll and its winners, once the raffle is settled and the retention days have passed. */
async function purgeScope(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<PurgeScope | null> {
  const freeze = (await loadRaffle(deps))?.freeze;
  if (!freeze) return null;
  const view = await loadRounds(deps, freeze);
  if (!view.settled || !view.lastDeadline) return null;
  if (view.lastDeadline.getTime() + deps.config.RAFFLE_RETENTION_DAYS * 86_400_000 > deps.clock.now().getTime()) return null;
  return { pollId: freeze.pollId, winners: [...view.winners] };
}

/**
 * LGPD retention: once the raffle is settled (no further redraw can happen) and
 * RAFFLE_RETENTION_DAYS have passed since the last claim deadline, every vote
 * that never won a round loses its personal data, chunk by chunk (see
 * purge-voter-chunk.ts). What stays is anonymous: the design, the coupon (already
 * public in the frozen list), the time — so tallies and the published list do not
 * change. Each chunk commits on its own; a run that stops (budget, crash, timeout)
 * leaves a consistent state and the next run picks up the votes still unpurged.
 * A second run after the last chunk finds nothing and writes nothing.
 */
export async function purgeRaffleVoters(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'random'>,
  budget: PurgeBudget = PURGE_BUDGET,
): Promise<PurgeOutcome> {
  const scope = await purgeScope(deps);
  if (!scope) return { purged: 0, chunks: 0, done: true };
  const started = deps.clock.now().getTime();
  // One audit row per run, raised by each chunk to the run's total.
  const run = { auditId: deps.random.id(), stamp: started };
  let purged = 0;
  let chunks = 0;
  let after = '';
  while (chunks < budget.maxChunks && deps.clock.now().getTime() - started < budget.budgetMs) {
    const ids = await nextPurgeIds(deps, scope, after, budget.chunkVoters);
    if (ids.length === 0) return { purged, chunks, done: true };
    purged += await purgeVoterChunk(deps, ids, { ...run, purgedBefore: purged });
    chunks++;
    if (ids.length < budget.chunkVoters) return { purged, chunks, done: true };
    after = ids[ids.length - 1]!;
  }
  const more = await nextPurgeIds(deps, scope, after, 1);
  return { purged, chunks, done: more.length === 0 };
}
