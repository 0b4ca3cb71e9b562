import type { Clock } from '../clock/port';
import type { Cache, RateLimiter } from './port';

/** How often the limiter looks for keys whose window has passed. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Sliding-window-log rate limiter for one process (the embedded default). A key whose last hit
 * has left its own window is dropped by a sweep at most once a minute, so a script rotating
 * addresses (each a new key) cannot grow the memory past what the windows still hold.
 */
export function memoryRateLimiter(clock: Clock): RateLimiter & { keyCount(): number } {
  // Each key's hits in time order; `head` skips the expired ones so a check is O(1) amortised even with a large `max`.
  // `until`: when the key's newest hit leaves its window (each key keeps its own rule's window).
  const hits = new Map<string, { times: number[]; head: number; until: number }>();
  let nextSweep = clock.now().getTime() + SWEEP_EVERY_MS;
  const sweep = (now: number) => {
    for (const [k, v] of hits) if (v.until <= now) hits.delete(k);
    nextSweep = now + SWEEP_EVERY_MS;
  };
  return {
    async limit(key, rule) {
      const now = clock.now().getTime();
      if (now >= nextSweep) sweep(now);
      const windowMs = rule.windowSeconds * 1000;
      const windowStart = now - windowMs;
      let log = hits.get(key);
      if (!log) {
        log = { times: [], head: 0, until: 0 };
        hits.set(key, log);
      }
      while (log.head < log.times.length && log.times[log.head]! <= windowStart) log.head++;
      if (log.head > 64 && log.head * 2 > log.times.length) {
        log.times = log.times.slice(log.head);
        log.head = 0;
      }
      const count = log.times.length - log.head;
      if (count >= rule.max) {
        const retry = Math.max(1, Math.ceil((log.times[log.head]! + windowMs - now) / 1000));
        return { allowed: false, remaining: 0, retryAfterSeconds: retry };
      }
      log.times.push(now);
      log.until = Math.max(log.until, now + windowMs);
      return { allowed: true, remaining: rule.max - count - 1, retryAfterSeconds: 0 };
    },
    keyCount: () => hits.size,
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
