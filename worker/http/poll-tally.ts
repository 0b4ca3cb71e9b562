import { Hono } from 'hono';
import { APP_ERRORS, isAppError } from '../lib/app-error';
import { getPollTally } from '../services/poll/get-poll-tally';
import { edgeCacheControl, serveFromEdge, type EdgeFreshness } from './edge-cached';
import type { AppEnv } from './types';
import { errorFields } from '../lib/error-fields';

export const POLL_TALLY_PATH = '/api/poll/tally';

/**
 * A post by the artist sends thousands of fans here in the same minute, all
 * before anyone votes: the edge answers for 2 s as is, then up to 10 s more
 * with the copy it has while one background refresh replaces it. A fan's own
 * vote never waits for this: the page adds it until a tally read after the
 * vote arrives (web/features/poll/tally.ts).
 */
export const TALLY_FRESHNESS: EdgeFreshness = { freshSeconds: 2, staleSeconds: 10 };
export const TALLY_CACHE_CONTROL = edgeCacheControl(TALLY_FRESHNESS);

export const pollTallyRoutes = new Hono<AppEnv>().get(POLL_TALLY_PATH, (c) => {
  const deps = c.get('deps');
  // The query string is ignored so `?x=random` cannot bypass the cache.
  const key = new URL(POLL_TALLY_PATH, c.req.url).toString();
  // Built without `c`: a background refresh runs after this request's response is gone.
  return serveFromEdge(c, key, TALLY_FRESHNESS, async () => {
    try {
      // Concurrent misses share one database read in the Node process; on Workers each request reads for itself.
      const view = await deps.background.shared(key, () => getPollTally(deps));
      return Response.json(view, { headers: { 'Cache-Control': TALLY_CACHE_CONTROL } });
    } catch (e) {
      if (isAppError(e) && e.code === 'POLL_NOT_FOUND') return Response.json({ error: { message: e.message, code: e.code } }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
      deps.logger.error('poll tally failed', errorFields(e));
      return Response.json({ error: { message: APP_ERRORS.POLL_NOT_FOUND[1], code: 'POLL_NOT_FOUND' } }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
    }
  });
});
