import type { MediaEdgeCache } from './port';

/**
 * How long the data centre keeps a copy. Browsers keep a file a year (its URL never changes),
 * but a file the site deleted must stop being served from the edge too, and the Cache API
 * can only forget it in the one data centre that runs the delete.
 */
const EDGE_MEDIA_SECONDS = 24 * 60 * 60;

/**
 * The Workers Cache API (`caches.default`) of the data centre that serves the request. It
 * answers a Range on a kept 200 with a 206 of those bytes (streamed, never read whole).
 */
export function workersMediaCache(cache: Cache = edgeCache()): MediaEdgeCache {
  return {
    active: true,
    async match(url, range) {
      const hit = await cache.match(new Request(url, range ? { headers: { range } } : undefined));
      if (!hit) return undefined;
      // Cache API responses have immutable headers; the app's middleware still adds its own.
      const res = new Response(hit.body, hit);
      const kept = res.headers.get('Cache-Control');
      if (kept) res.headers.set('Cache-Control', kept.replace(EDGE_LIFETIME, ''));
      return res;
    },
    async put(url, res) {
      if (res.status !== 200) return;
      const headers = new Headers(res.headers);
      // The edge's lifetime (s-maxage wins in a shared cache); answers from it get the browser's back.
      headers.set('Cache-Control', `${res.headers.get('Cache-Control') ?? 'public'}, s-maxage=${EDGE_MEDIA_SECONDS}`);
      await cache.put(url, new Response(res.body, { status: 200, headers }));
    },
  };
}

const EDGE_LIFETIME = new RegExp(`, s-maxage=${EDGE_MEDIA_SECONDS}$`);

// The shared tsconfig also loads the DOM lib, whose CacheStorage has no Workers `default`.
const edgeCache = () => (caches as unknown as { default: Cache }).default;
