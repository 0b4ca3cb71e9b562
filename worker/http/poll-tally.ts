import { Hono, type Context } from 'hono';
import * as PATHS from '../contracts/paths';
import { getPollTally } from '../services/poll/get-poll-tally';
import { answerError } from './answer-error';
import { edgeCacheControl, serveFromEdge, type EdgeFreshness } from './edge-cached';
import type { AppEnv } from './types';

/**
 * A post by the artist sends thousands of fans here in the same minute, all
 * before anyone votes: the edge answers for 2 s as is, then up to 10 s more
 * with the copy it has while one background refresh replaces it. A fan's own
 * vote never waits for this: the page adds it until a tally read after the
 * vote arrives (web/features/poll/tally.ts).
 */
const TALLY_FRESHNESS: EdgeFreshness = { freshSeconds: 2, staleSeconds: 10 };
const TALLY_CACHE_CONTROL = edgeCacheControl(TALLY_FRESHNESS);

/** Mounted at PATHS.pollTally. */
export const pollTallyRoutes = new Hono<AppEnv>().get('/', (c) => edgeTally(c));

/**
 * The public tally as the edge has it (the same copy, key and freshness as PATHS.pollTally):
 * the landing's HTML carries it too (worker/http/landing-page.ts) at no extra database read.
 */
export function edgeTally(c: Context<AppEnv>): Promise<Response> {
  const deps = c.get('deps');
  // The query string is ignored so `?x=random` cannot bypass the cache.
  const key = new URL(PATHS.pollTally, c.req.url).toString();
  // The answer is built as a standalone Response (answerError's too, which only reads `c`): a
  // background refresh runs after this request's response is gone.
  return serveFromEdge(c, key, TALLY_FRESHNESS, async () => {
    try {
      // Concurrent misses share one database read in the Node process; on Workers each request reads for itself.
      const view = await deps.background.shared(key, () => getPollTally(deps));
      return Response.json(view, { headers: { 'Cache-Control': TALLY_CACHE_CONTROL } });
    } catch (e) {
      // No poll: POLL_NOT_FOUND (404). A read that failed: POLL_UNAVAILABLE (503). Neither is stored.
      return answerError(c, e, { failsAs: 'POLL_UNAVAILABLE' });
    }
  });
}
