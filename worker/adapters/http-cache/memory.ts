import type { Clock } from '../clock/port';
import { sharedMaxAge, type ResponseCache } from './port';

interface Entry {
  body: ArrayBuffer;
  status: number;
  statusText: string;
  headers: [string, string][];
  storedAt: number;
  expiresAt: number;
}

/**
 * The embedded default's stand-in for the Workers Cache API: one process,
 * bounded, honouring s-maxage. Bodies are buffered once and each hit gets a
 * fresh Response, so callers can read them independently.
 */
export function memoryResponseCache(clock: Clock, maxEntries = 500): ResponseCache {
  const store = new Map<string, Entry>();
  return {
    async match(key) {
      const hit = store.get(key);
      if (!hit) return undefined;
      const now = clock.now().getTime();
      if (hit.expiresAt <= now) {
        store.delete(key);
        return undefined;
      }
      const headers = new Headers(hit.headers);
      // Like a shared cache, tell the client how old the copy is.
      headers.set('Age', String(Math.floor((now - hit.storedAt) / 1000)));
      // A Uint8Array view (not an ArrayBuffer) keeps @hono/node-server on its fast path: no stream, no copy.
      return new Response(new Uint8Array(hit.body), { status: hit.status, statusText: hit.statusText, headers });
    },
    async put(key, res) {
      const ttl = sharedMaxAge(res);
      if (ttl === 0) return;
      const body = await res.clone().arrayBuffer();
      // Oldest first: Map keeps insertion order, so re-inserting refreshes an entry's place.
      store.delete(key);
      if (store.size >= maxEntries) store.delete(store.keys().next().value!);
      const now = clock.now().getTime();
      store.set(key, {
        body,
        status: res.status,
        statusText: res.statusText,
        headers: [...res.headers],
        storedAt: now,
        expiresAt: now + ttl * 1000,
      });
    },
  };
}
