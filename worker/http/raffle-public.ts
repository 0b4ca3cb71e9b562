import { Hono, type Context } from 'hono';
import * as PATHS from '../contracts/paths';
import { AppError } from '../lib/app-error';
import { getRaffleCouponList, getRaffleStatus } from '../services/raffle/get-raffle-status';
import { raffleVersion, type RaffleVersion } from '../services/raffle/raffle-version';
import { answerError } from './answer-error';
import { edgeCacheControl, serveFromEdge, type EdgeFreshness } from './edge-cached';
import type { AppEnv } from './types';

/**
 * /sorteio's summary changes a handful of times in the raffle's life (freeze,
 * draw, each claim, redraw or void): the edge answers for 15 s as is and up to a
 * minute more while one background refresh replaces it. A few kilobytes, never
 * the list itself. The copy is keyed by the raffle's version (services/raffle/raffle-version.ts),
 * so a change is a new key and the next view reads it: no purge, which the ResponseCache port
 * does not have and which on Workers would reach only one data centre.
 */
export const RAFFLE_FRESHNESS: EdgeFreshness = { freshSeconds: 15, staleSeconds: 60 };
export const RAFFLE_CACHE_CONTROL = edgeCacheControl(RAFFLE_FRESHNESS);
/** The frozen list never changes once published: browsers keep it an hour, the edge a day. */
const COUPONS_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

/** The edge's key for `path` at the raffle's version; the request's own query string is ignored so `?x=random` cannot bypass the cache. */
async function versionedKey(c: Context<AppEnv>, path: string, part: keyof RaffleVersion): Promise<string> {
  const url = new URL(path, c.req.url);
  url.searchParams.set('v', (await raffleVersion(c.get('deps')))[part]);
  return url.toString();
}

/** Mounted at PATHS.raffle. */
export const raffleSummaryRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const deps = c.get('deps');
  let key: string;
  try {
    key = await versionedKey(c, PATHS.raffle, 'summary');
  } catch (e) {
    return answerError(c, e, { failsAs: 'RAFFLE_UNAVAILABLE' });
  }
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
  try {
    // Versioned too: the next raffle's list is served at the same address.
    const key = await versionedKey(c, PATHS.raffleCoupons, 'list');
    const hit = await deps.responseCache.match(key);
    if (hit) return hit;
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
