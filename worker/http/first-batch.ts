import { Hono } from 'hono';
import { FIRST_BATCH_PATH, type FirstBatchStatus } from '../contracts/shop';
import { countFirstBatch } from '../services/shop/count-first-batch';
import type { AppEnv } from './types';
import { errorFields } from '../lib/error-fields';

/**
 * 'Restam N unidades do primeiro lote': the edge keeps it 5 s and may serve it
 * 30 s stale while refreshing. It is only a display; the reservation itself is
 * decided inside the order's transaction, never from this number.
 */
export const FIRST_BATCH_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';

export const firstBatchRoutes = new Hono<AppEnv>().get(FIRST_BATCH_PATH, async (c) => {
  const deps = c.get('deps');
  const key = new URL(FIRST_BATCH_PATH, c.req.url).toString();
  const hit = await deps.responseCache.match(key);
  if (hit) return hit;
  let status: FirstBatchStatus;
  try {
    status = await countFirstBatch(deps);
  } catch (e) {
    deps.logger.error('first batch count failed', errorFields(e));
    return c.json({ error: { message: 'Contador indisponível' } }, 503, { 'Cache-Control': 'no-store' });
  }
  const res = c.json(status, 200, { 'Cache-Control': FIRST_BATCH_CACHE_CONTROL });
  await deps.responseCache.put(key, res);
  return res;
});
