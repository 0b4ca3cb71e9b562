import type { Context } from 'hono';
import type { ResponseCache } from '../adapters/http-cache/port';
import type { AppEnv } from './types';

/** How long a public GET is served from the edge as is, then served stale while one background refresh replaces it. */
export interface EdgeFreshness {
  /** s-maxage: served as is. */
  freshSeconds: number;
  /** stale-while-revalidate: served at once while refreshed in the background; after that, a miss. */
  staleSeconds: number;
}

/** What browsers and any shared cache in front are told (browsers: max-age=0, the web client also fetches with `cache: 'no-cache'`). */
export const edgeCacheControl = (f: EdgeFreshness) =>
  `public, max-age=0, s-maxage=${f.freshSeconds}, stale-while-revalidate=${f.staleSeconds}`;

// When the stored copy's read began (ms); internal to the stored copy, never sent to browsers.
const STORED_AT = 'x-edge-read-at';
const refreshing = new WeakMap<ResponseCache, Set<string>>();

/**
 * stale-while-revalidate done by the app itself: neither the Workers Cache API
 * (`cache.match` knows only fresh or missing) nor our in-memory stand-in does
 * it. A copy is kept fresh+stale seconds. Fresh: served. Stale: served at
 * once, and the first stale hit starts one background refresh (`waitUntil` on
 * Workers, a detached promise on Node) — no request waits on it. A refresh
 * never replaces a copy read later than its own, so the edge never goes back
 * to older counts.
 *
 * `build` answers the request itself; only a response carrying
 * `edgeCacheControl` (a 200 the route chose to share) is stored.
 */
export async function serveFromEdge(c: Context<AppEnv>, key: string, f: EdgeFreshness, build: () => Promise<Response>): Promise<Response> {
  const deps = c.get('deps');
  const cache = deps.responseCache;
  const hit = await cache.match(key);
  const readAt = hit ? Number(hit.headers.get(STORED_AT)) : NaN;
  if (hit && Number.isFinite(readAt)) {
    const ageMs = deps.clock.now().getTime() - readAt;
    if (ageMs >= f.freshSeconds * 1000) refreshInBackground(c, key, f, build);
    return forBrowser(hit, f, ageMs);
  }
  return buildAndStore(c, key, f, build);
}

async function buildAndStore(c: Context<AppEnv>, key: string, f: EdgeFreshness, build: () => Promise<Response>): Promise<Response> {
  const deps = c.get('deps');
  const readAt = deps.clock.now().getTime();
  const res = await build();
  if (res.status === 200 && res.headers.get('cache-control') === edgeCacheControl(f)) await store(deps.responseCache, key, f, res, readAt);
  return res;
}

function refreshInBackground(c: Context<AppEnv>, key: string, f: EdgeFreshness, build: () => Promise<Response>) {
  const deps = c.get('deps');
  let keys = refreshing.get(deps.responseCache);
  if (!keys) refreshing.set(deps.responseCache, (keys = new Set()));
  if (keys.has(key)) return;
  keys.add(key);
  deps.defer(() => buildAndStore(c, key, f, build).finally(() => keys.delete(key)));
}

async function store(cache: ResponseCache, key: string, f: EdgeFreshness, res: Response, readAt: number) {
  const current = await cache.match(key);
  if (current && Number(current.headers.get(STORED_AT)) > readAt) return;
  const headers = new Headers(res.headers);
  headers.set('cache-control', `public, s-maxage=${f.freshSeconds + f.staleSeconds}`);
  headers.set(STORED_AT, String(readAt));
  await cache.put(key, new Response(await res.clone().arrayBuffer(), { status: res.status, headers }));
}

function forBrowser(hit: Response, f: EdgeFreshness, ageMs: number): Response {
  const headers = new Headers(hit.headers);
  headers.delete(STORED_AT);
  headers.set('cache-control', edgeCacheControl(f));
  headers.set('age', String(Math.max(0, Math.floor(ageMs / 1000))));
  return new Response(hit.body, { status: hit.status, headers });
}
