import type { Clock } from '../clock/port';
import type { Cache, RateLimiter } from './port';

/** Sliding-window-log rate limiter for one process (the embedded default). */
export function memoryRateLimiter(clock: Clock): RateLimiter {
  const hits = new Map<string, number[]>();
  let calls = 0;
  return {
    async limit(key, rule) {
      const now = clock.now().getTime();
      const windowStart = now - rule.windowSeconds * 1000;
      const log = (hits.get(key) ?? []).filter((t) => t > windowStart);
      // Drop stale keys now and then so memory stays bounded.
      if (++calls % 1000 === 0) for (const [k, v] of hits) if ((v.at(-1) ?? 0) <= windowStart) hits.delete(k);
      if (log.length >= rule.max) {
        hits.set(key, log);
        const retry = Math.max(1, Math.ceil((log[0]! + rule.windowSeconds * 1000 - now) / 1000));
        return { allowed: false, remaining: 0, retryAfterSeconds: retry };
      }
      log.push(now);
      hits.set(key, log);
      return { allowed: true, remaining: rule.max - log.length, retryAfterSeconds: 0 };
    },
  };
}

/** TTL cache of JSON-serialisable values for one process. Values are cloned so callers cannot mutate them. */
export function memoryCache(clock: Clock, maxEntries = 10_000): Cache {
  const store = new Map<string, { json: string; expiresAt: number }>();
  return {
    async get<T>(key: string) {
      const hit = store.get(key);
      if (!hit) return null;
      if (hit.expiresAt <= clock.now().getTime()) {
        store.delete(key);
        return null;
      }
      return JSON.parse(hit.json) as T;
    },
    async set(key, value, ttlSeconds) {
      if (store.size >= maxEntries) store.delete(store.keys().next().value!);
      store.set(key, { json: JSON.stringify(value), expiresAt: clock.now().getTime() + ttlSeconds * 1000 });
    },
    async delete(key) {
      store.delete(key);
    },
  };
}
