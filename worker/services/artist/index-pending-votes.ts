import { sql } from 'drizzle-orm';
import { tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { openPii, openVoterName } from '../../lib/pii-open';
import { voterSearchEntry } from '../../lib/voter-search-tokens';
import { markIndexed, voterIndexStatements, type VoterIndexEntry } from './internal/voter-index-rows';

/** Votes per batch: one read, one write transaction (docs/decisions/0017-deferred-voter-index.md). */
export const INDEX_BATCH = 500;

/** Batches one round after a stored vote runs on Workers (a round's CPU stays far below a request's limit). */
export const VOTE_STORED_INDEX_BATCHES = 4;
/** Batches the Workers minute cron runs: the safety net for what an evicted isolate left pending. */
export const CRON_INDEX_BATCHES = 20;

type IndexDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>;

/**
 * The artist panel's search rows, written off the vote's path (docs/decisions/0017): up to `limit`
 * votes still pending (`indexed_at IS NULL`, found through the partial index) are read, their keyed
 * trigram tokens computed here — the search key never reaches the database — and their index rows
 * written with their `indexed_at` in ONE batch. Idempotent: the rows are inserted ON CONFLICT DO
 * NOTHING and only for votes still pending, so two runs over the same votes (two isolates, a cron
 * beside a request's run) write each vote's rows once. Purged votes are only marked. Returns how many
 * votes the batch took (fewer than `limit`: nothing else was pending).
 */
export async function indexPendingVotes(deps: IndexDeps, limit = INDEX_BATCH): Promise<number> {
  // `ORDER BY id` walks the partial index: only pending votes are visited.
  const rows = await deps.db.all<{
    id: string;
    coupon: string;
    name: string;
    nameSealed: number;
    email: string;
    cpf: string;
    purgedAt: number | null;
  }>(sql`
    SELECT id, raffle_coupon AS coupon, participant_name AS name, name_sealed AS nameSealed, email_encrypted AS email, cpf_encrypted AS cpf, purged_at AS purgedAt
    FROM ${tshirtPollVotes} WHERE indexed_at IS NULL ORDER BY id LIMIT ${limit}`);
  if (rows.length === 0) return 0;
  const entries: VoterIndexEntry[] = [];
  let unreadable = 0;
  for (const r of rows) {
    if (r.purgedAt !== null) continue;
    try {
      const search = voterSearchEntry(deps.config, {
        name: openVoterName(deps.config, r.name, r.nameSealed),
        email: openPii(deps.config, r.email),
        cpfDigits: openPii(deps.config, r.cpf),
      });
      entries.push({ id: r.id, raffleCoupon: r.coupon, ...search });
    } catch {
      // A row that cannot be opened (sealed under another key) would otherwise hold the queue for ever:
      // it is marked without rows, and counted in the log (never its content).
      unreadable++;
    }
  }
  const [first, ...rest] = [
    ...voterIndexStatements(deps.db, entries),
    markIndexed(
      deps.db,
      rows.map((r) => r.id),
      deps.clock.now(),
    ),
  ];
  await deps.db.batch([first!, ...rest]);
  if (unreadable > 0) deps.logger.error('voter index: votes that could not be opened were left out', { count: unreadable });
  return rows.length;
}

/**
 * Batches until nothing is pending or `maxBatches` ran; `done` says whether the pending set is empty.
 * `between` runs before each batch after the first (Node: a macrotask, so requests get the event loop);
 * `stop` is asked before each batch (Node: the process is shutting down).
 */
export async function indexAllPendingVotes(
  deps: IndexDeps,
  opts: { maxBatches?: number; limit?: number; between?: () => Promise<void>; stop?: () => boolean } = {},
): Promise<{ indexed: number; done: boolean }> {
  const limit = opts.limit ?? INDEX_BATCH;
  let indexed = 0;
  for (let n = 0; n < (opts.maxBatches ?? Infinity); n++) {
    if (n > 0) await opts.between?.();
    if (opts.stop?.()) return { indexed, done: false };
    const taken = await indexPendingVotes(deps, limit);
    indexed += taken;
    if (taken < limit) return { indexed, done: true };
  }
  return { indexed, done: false };
}
