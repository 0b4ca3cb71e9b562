import { Hono } from 'hono';
import * as PATHS from '../contracts/paths';
import type { FirstBatchStatus } from '../contracts/shop';
import { countFirstBatch } from '../services/shop/count-first-batch';
import { answerError } from './answer-error';
import type { AppEnv } from './types';

/**
 * 'Restam N unidades do primeiro lote': the edge keeps it 2 s and may serve it
 * 5 s stale while refreshing, so a copy is never more than about 7 s old (the
 * checkout page counts afresh after the fan's own hold or release). It is only a
 * display; the reservation itself is decided inside the order's transaction, never from this number.
 */
const FIRST_BATCH_CACHE_CONTROL = 'public, max-age=0, s-maxage=2, stale-while-revalidate=5';

/** Mounted at PATHS.firstBatch. */
export const firstBatchRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  const key = new URL(PATHS.firstBatch, c.req.url).toString();
  const hit = await deps.responseCache.match(key);
  if (hit) return hit;
  let status: FirstBatchStatus;
  try {
    status = await countFirstBatch(deps);
  } catch (e) {
    return answerError(c, e, { failsAs: 'FIRST_BATCH_UNAVAILABLE' });
  }
  const res = c.json(status, 200, { 'Cache-Control': FIRST_BATCH_CACHE_CONTROL });
  await deps.responseCache.put(key, res);
  return res;
});
