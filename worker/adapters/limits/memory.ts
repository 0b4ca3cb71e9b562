import type { Clock } from '../clock/port';
import type { Cache, RateDecision, RateLimiter, RateRule } from './port';

/** How often the limiter looks for keys whose window has passed. */
const SWEEP_EVERY_MS = 60_000;

/** One counted hit: its key, when it happened, and when the key's rule lets it go (ms since the epoch). */
export interface Hit {
  key: string;
  at: number;
  until: number;
}

export interface MemoryLimiterOptions {
  /** Called for every hit counted, before the call answers (durable-file.ts writes it down). */
  onHit?: (hit: Hit) => void;
  /** Called after each sweep with the hits still inside their windows (durable-file.ts compacts its log). */
  onSweep?: (live: () => Iterable<Hit>) => void;
}

export type MemoryRateLimiter = RateLimiter & {
  keyCount(): number;
  /** Puts back hits counted before (a restart); they must come in time order. */
  restore(hits: Iterable<Hit>): void;
};

/**
 * Sliding-window-log rate limiter for one process. A key whose last hit has left its own window
 * is dropped by a sweep at most once a minute, so a script rotating addresses (each a new key)
 * cannot grow the memory past what the windows still hold.
 */
export function memoryRateLimiter(clock: Clock, o: MemoryLimiterOptions = {}): MemoryRateLimiter {
  // Each key's hits in time order; `head` skips the expired ones so a check is O(1) amortised even with a large `max`.
  // `until`: when the key's newest hit leaves its window (each key keeps its own rule's window).
  const hits = new Map<string, { times: number[]; head: number; until: number }>();
  let nextSweep = clock.now().getTime() + SWEEP_EVERY_MS;
  const sweep = (now: number) => {
    let swept = 0;
    for (const [k, v] of hits)
      if (v.until <= now) {
        hits.delete(k);
        swept++;
      }
    nextSweep = now + SWEEP_EVERY_MS;
    o.onSweep?.(function* () {
      for (const [key, v] of hits) for (let i = v.head; i < v.times.length; i++) yield { key, at: v.times[i]!, until: v.until };
    });
    return swept;
  };
  const logOf = (key: string) => {
    let log = hits.get(key);
    if (!log) {
      log = { times: [], head: 0, until: 0 };
      hits.set(key, log);
    }
    return log;
  };
  /** The key's hits inside the rule's window, after dropping the older ones. */
  const current = (key: string, rule: RateRule, now: number) => {
    const log = logOf(key);
    const windowStart = now - rule.windowSeconds * 1000;
    while (log.head < log.times.length && log.times[log.head]! <= windowStart) log.head++;
    if (log.head > 64 && log.head * 2 > log.times.length) {
      log.times = log.times.slice(log.head);
      log.head = 0;
    }
    return log;
  };
  const decide = (log: { times: number[]; head: number }, rule: RateRule, now: number): RateDecision => {
    const count = log.times.length - log.head;
    if (count < rule.max) return { allowed: true, remaining: rule.max - count - 1, retryAfterSeconds: 0 };
    const retry = Math.max(1, Math.ceil((log.times[log.head]! + rule.windowSeconds * 1000 - now) / 1000));
    return { allowed: false, remaining: 0, retryAfterSeconds: retry };
  };
  const count = (key: string, log: { times: number[]; until: number }, rule: RateRule, now: number) => {
    log.times.push(now);
    log.until = Math.max(log.until, now + rule.windowSeconds * 1000);
    o.onHit?.({ key, at: now, until: log.until });
  };
  const tick = () => {
    const now = clock.now().getTime();
    if (now >= nextSweep) sweep(now);
    return now;
  };
  return {
    async limit(key, rule) {
      const now = tick();
      const log = current(key, rule, now);
      const decision = decide(log, rule, now);
      if (decision.allowed) count(key, log, rule, now);
      return decision;
    },
    async peek(key, rule) {
      const now = tick();
      return decide(current(key, rule, now), rule, now);
    },
    async record(key, rule) {
      const now = tick();
      count(key, current(key, rule, now), rule, now);
    },
    async sweep() {
      return { swept: sweep(clock.now().getTime()) };
    },
    keyCount: () => hits.size,
    restore(saved) {
      for (const h of saved) {
        const log = logOf(h.key);
        log.times.push(h.at);
        log.until = Math.max(log.until, h.until);
      }
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
