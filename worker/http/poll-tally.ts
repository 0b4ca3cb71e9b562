import { Hono } from 'hono';
import type { AppDeps } from '../adapters/deps';
import type { PollView } from '../contracts/poll';
import { APP_ERRORS, isAppError } from '../lib/app-error';
import { getPollTally } from '../services/poll/get-poll-tally';
import type { AppEnv } from './types';
import { errorFields } from '../lib/error-fields';

export const POLL_TALLY_PATH = '/api/poll/tally';

/**
 * The edge serves the tally for 5 s and may serve a stale copy for 30 s more
 * while it refreshes: a post by the artist sends thousands of fans in the same
 * minute, and all of them read this before anyone votes. The browser itself
 * always revalidates (max-age=0), so a fan who just voted sees fresh numbers
 * as soon as the edge has them.
 */
export const TALLY_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';

// Concurrent misses in one process/isolate share one database read.
const inFlight = new WeakMap<AppDeps, Promise<PollView>>();

function readTally(deps: AppDeps): Promise<PollView> {
  let pending = inFlight.get(deps);
  if (!pending) {
    pending = getPollTally(deps).finally(() => inFlight.delete(deps));
    inFlight.set(deps, pending);
  }
  return pending;
}

export const pollTallyRoutes = new Hono<AppEnv>().get(POLL_TALLY_PATH, async (c) => {
  const deps = c.get('deps');
  // The query string is ignored so `?x=random` cannot bypass the cache.
  const key = new URL(POLL_TALLY_PATH, c.req.url).toString();
  const hit = await deps.responseCache.match(key);
  if (hit) return hit;
  let view: PollView;
  try {
    view = await readTally(deps);
  } catch (e) {
    if (isAppError(e) && e.code === 'POLL_NOT_FOUND') return c.json({ error: { message: e.message, code: e.code } }, 404, { 'Cache-Control': 'no-store' });
    deps.logger.error('poll tally failed', errorFields(e));
    return c.json({ error: { message: APP_ERRORS.POLL_NOT_FOUND[1], code: 'POLL_NOT_FOUND' } }, 503, { 'Cache-Control': 'no-store' });
  }
  const res = c.json(view, 200, { 'Cache-Control': TALLY_CACHE_CONTROL });
  await deps.responseCache.put(key, res);
  return res;
});
