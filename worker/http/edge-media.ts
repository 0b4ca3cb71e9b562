import type { Context } from 'hono';
import { etagMatches, ifRangeHolds, parseByteRange } from '../lib/byte-range';
import { serveMedia } from './serve-media';
import type { AppEnv } from './types';

/**
 * Up to this size the answer going out is copied into the edge as it streams (photos, profile
 * photos). A larger file is read once more in the background instead: a copy of a stream is
 * held in memory as far as the slower reader lags, and a phone on a slow network would make
 * the Worker hold most of a 50 MB video.
 */
export const EDGE_COPY_MAX_BYTES = 8 * 1024 * 1024;

// Keys this isolate is already copying whole into the edge.
const filling = new Set<string>();

/**
 * Public media (post media, profile photos) on GET: the edge's copy when it has one (a Range
 * is answered from it, 206); otherwise the store's answer, and after it a whole-file copy goes
 * to the edge through the request's `defer`, so the next views read nothing from the store.
 * HEAD, where there is no edge (Node), and what the copy cannot answer exactly as the store
 * would (416, a failed If-Range) go to the store. Message images never come here.
 */
export async function serveEdgeMedia(c: Context<AppEnv>, key: string): Promise<Response> {
  const deps = c.get('deps');
  const edge = deps.mediaCache;
  const req = c.req.raw;
  if (!edge.active || req.method !== 'GET') return serveMedia(deps.media, key, req, 'public');

  const url = new URL(req.url);
  // The query string names nothing: no one gets around the copy by adding one.
  const cacheKey = `${url.origin}${url.pathname}`;
  // Only ranges the store would serve (one, well formed) go to the copy; others ask for the whole file.
  const asked = parseByteRange(req.headers.get('range'), Number.MAX_SAFE_INTEGER);
  if (asked.kind !== 'unsatisfiable') {
    const hit = await edge.match(cacheKey, asked.kind === 'partial' ? req.headers.get('range') : null);
    const answer = hit ? answerFromCopy(hit, req) : null;
    if (answer) return answer;
  }

  const res = await serveMedia(deps.media, key, req, 'public');
  if (res.status === 200 && Number(res.headers.get('Content-Length')) <= EDGE_COPY_MAX_BYTES) {
    const copy = res.clone();
    deps.defer(() => edge.put(cacheKey, copy));
  } else if ((res.status === 200 || res.status === 206) && !filling.has(cacheKey)) {
    // Video players ask in ranges: without this a video would never reach the edge.
    filling.add(cacheKey);
    deps.defer(async () => {
      try {
        const whole = await serveMedia(deps.media, key, new Request(cacheKey), 'public');
        await edge.put(cacheKey, whole);
      } finally {
        filling.delete(cacheKey);
      }
    });
  }
  return res;
}

/** The edge's copy as the store would answer this request, or null when only the store can. */
function answerFromCopy(hit: Response, req: Request): Response | null {
  const etag = hit.headers.get('ETag') ?? '';
  const refuse = () => {
    void hit.body?.cancel();
    return null;
  };
  // The store's 416 carries the file's headers; the cache's does not.
  if (hit.status === 416) return refuse();
  if (hit.status === 206 && !ifRangeHolds(req.headers.get('if-range'), etag)) return refuse();
  if (etagMatches(req.headers.get('if-none-match'), etag)) {
    void hit.body?.cancel();
    const headers = new Headers();
    for (const name of ['ETag', 'Cache-Control', 'Accept-Ranges', 'X-Content-Type-Options', 'Content-Security-Policy']) {
      const value = hit.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return new Response(null, { status: 304, headers });
  }
  return hit;
}
