import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../adapters/deps';
import { FIRST_BATCH_LIMIT, type FirstBatchStatus } from '../../contracts/shop';
import { countsAgainstBatch } from '../orders/first-batch-reservation';

/** Units of the first 100 still free: paid units and live reservations are taken; lapsed ones are back in the pool. */
export async function countFirstBatch(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<FirstBatchStatus> {
  const nowMs = deps.clock.now().getTime();
  const row = await deps.db.get<{ taken: number | null }>(
    sql`select coalesce(sum(first_batch_units), 0) as taken from orders where ${countsAgainstBatch(nowMs)}`,
  );
  const taken = Number(row?.taken ?? 0);
  return { remaining: Math.max(0, FIRST_BATCH_LIMIT - taken), limit: FIRST_BATCH_LIMIT };
}
