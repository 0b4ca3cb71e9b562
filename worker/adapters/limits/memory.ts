import type { Clock } from '../clock/port';
import type { Cache, RateLimiter } from './port';

/** Sliding-window-log rate limiter for one process (the embedded default). */
export function memoryRateLimiter(clock: Clock): RateLimiter {
  // Each key's hits in time order; `head` skips the expired ones so a check is O(1) amortised even with a large `max`.
  const hits = new Map<string, { times: number[]; head: number }>();
  let calls = 0;
  return {
    async limit(key, rule) {
      const now = clock.now().getTime();
      const windowStart = now - rule.windowSeconds * 1000;
      let log = hits.get(key);
      if (!log) {
        log = { times: [], head: 0 };
        hits.set(key, log);
      }
      while (log.head < log.times.length && log.times[log.head]! <= windowStart) log.head++;
      if (log.head > 64 && log.head * 2 > log.times.length) {
        log.times = log.times.slice(log.head);
        log.head = 0;
      }
      // Drop stale keys now and then so memory stays bounded.
      if (++calls % 1000 === 0) for (const [k, v] of hits) if ((v.times.at(-1) ?? 0) <= windowStart) hits.delete(k);
      const count = log.times.length - log.head;
      if (count >= rule.max) {
        const retry = Math.max(1, Math.ceil((log.times[log.head]! + rule.windowSeconds * 1000 - now) / 1000));
        return { allowed: false, remaining: 0, retryAfterSeconds: retry };
      }
      log.times.push(now);
      hits.set(key, log);
      return { allowed: true, remaining: rule.max - count - 1, retryAfterSeconds: 0 };
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
