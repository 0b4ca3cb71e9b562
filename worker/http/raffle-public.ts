import { Hono } from 'hono';
import * as PATHS from '../contracts/paths';
import { AppError } from '../lib/app-error';
import { getRaffleCouponList, getRaffleStatus } from '../services/raffle/get-raffle-status';
import { answerError } from './answer-error';
import { edgeCacheControl, serveFromEdge, type EdgeFreshness } from './edge-cached';
import type { AppEnv } from './types';

/**
 * /sorteio's summary changes a handful of times in the raffle's life (freeze,
 * draw, each claim or redraw): the edge answers for 15 s as is and up to a
 * minute more while one background refresh replaces it. A few kilobytes, never
 * the list itself.
 */
export const RAFFLE_FRESHNESS: EdgeFreshness = { freshSeconds: 15, staleSeconds: 60 };
export const RAFFLE_CACHE_CONTROL = edgeCacheControl(RAFFLE_FRESHNESS);
/** The frozen list never changes once published: browsers keep it an hour, the edge a day. */
const COUPONS_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

/** Mounted at PATHS.raffle. */
export const raffleSummaryRoutes = new Hono<AppEnv>().get('/', (c) => {
  const deps = c.get('deps');
  // The query string is ignored so `?x=random` cannot bypass the cache.
  const key = new URL(PATHS.raffle, c.req.url).toString();
  return serveFromEdge(c, key, RAFFLE_FRESHNESS, async () => {
    try {
      return Response.json(await getRaffleStatus(deps), { headers: { 'Cache-Control': RAFFLE_CACHE_CONTROL } });
    } catch (e) {
      return answerError(c, e, { failsAs: 'RAFFLE_UNAVAILABLE' });
    }
  });
});

/**
 * Mounted at PATHS.raffleCoupons: the anonymised list exactly as hashed (one
 * coupon a line, sorted), public like the page that links it, for anyone to
 * recompute the draw. Served from the edge after the first download.
 */
export const raffleCouponsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  const key = new URL(PATHS.raffleCoupons, c.req.url).toString();
  const hit = await deps.responseCache.match(key);
  if (hit) return hit;
  try {
    const list = await getRaffleCouponList(deps);
    if (!list) throw new AppError('RAFFLE_LIST_NOT_FROZEN');
    const res = new Response(list.text, {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': 'attachment; filename="cupons.txt"',
        'Cache-Control': COUPONS_CACHE_CONTROL,
        'X-Coupons-SHA256': list.sha256,
      },
    });
    await deps.responseCache.put(key, res);
    return res;
  } catch (e) {
    return answerError(c, e, { failsAs: 'RAFFLE_UNAVAILABLE' });
  }
});
