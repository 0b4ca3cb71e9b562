import { sharedMaxAge, type ResponseCache } from './port';

/**
 * The Workers Cache API (`caches.default`) of the data centre that serves the
 * request. It reads s-maxage from the response itself; responses it would not
 * keep are skipped here rather than thrown at (`cache.put` rejects some of them).
 */
export function workersResponseCache(cache: Cache = edgeCache()): ResponseCache {
  return {
    async match(key) {
      const hit = await cache.match(key);
      // Cache API responses have immutable headers; the app's middleware still adds its own.
      return hit ? new Response(hit.body, hit) : undefined;
    },
    async put(key, res) {
      if (sharedMaxAge(res) === 0) return;
      await cache.put(key, res.clone());
    },
  };
}

// The shared tsconfig also loads the DOM lib, whose CacheStorage has no Workers `default`.
const edgeCache = () => (caches as unknown as { default: Cache }).default;
