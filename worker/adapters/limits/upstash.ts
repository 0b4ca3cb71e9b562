import { Ratelimit } from '@upstash/ratelimit';
import { Redis } from '@upstash/redis/cloudflare';
import type { Logger } from '../../lib/logger';
import type { Clock } from '../clock/port';
import type { Cache, RateLimiter, RateRule } from './port';
import { withStoreFallback } from './store-fallback';

/** Upstash answers in a few ms from the same region; past this it is treated as down. */
const UPSTASH_TIMEOUT_MS = 800;

/**
 * No retries (the SDK's default is five, with growing pauses: a dead store held a
 * request for many seconds) and an abort signal per request.
 */
export function upstashRedis(url: string, token: string, timeoutMs = UPSTASH_TIMEOUT_MS): Redis {
  return new Redis({ url, token, retry: { retries: 0 }, signal: () => AbortSignal.timeout(timeoutMs), enableTelemetry: false });
}

/** Upstash Ratelimit, one sliding-window limiter per rule, shared by every isolate. */
export function upstashRateLimiter(redis: Redis): RateLimiter {
  const limiters = new Map<string, Ratelimit>();
  const limiterFor = (rule: RateRule) => {
    const id = `${rule.max}/${rule.windowSeconds}`;
    let l = limiters.get(id);
    if (!l) {
      // timeout 0: the library's own timeout lets the request through; ours (store-fallback.ts) applies the use's policy.
      l = new Ratelimit({ redis, limiter: Ratelimit.slidingWindow(rule.max, `${rule.windowSeconds} s`), prefix: `rl:${id}`, timeout: 0 });
      limiters.set(id, l);
    }
    return l;
  };
  return {
    async limit(key, rule) {
      const r = await limiterFor(rule).limit(key);
      return {
        allowed: r.success,
        remaining: r.remaining,
        retryAfterSeconds: r.success ? 0 : Math.max(1, Math.ceil((r.reset - Date.now()) / 1000)),
      };
    },
  };
}

function upstashCache(redis: Redis): Cache {
  return {
    async get<T>(key: string) {
      return (await redis.get<T>(`cache:${key}`)) ?? null;
    },
    async set(key, value, ttlSeconds) {
      await redis.set(`cache:${key}`, value, { ex: ttlSeconds });
    },
    async delete(key) {
      await redis.del(`cache:${key}`);
    },
  };
}

/** The Workers entry's rate limiter and cache: Upstash, with the fallbacks of store-fallback.ts. */
export function upstashStores(o: { url: string; token: string; clock: Clock; logger: Logger; timeoutMs?: number }): {
  rateLimiter: RateLimiter;
  cache: Cache;
} {
  const timeoutMs = o.timeoutMs ?? UPSTASH_TIMEOUT_MS;
  const redis = upstashRedis(o.url, o.token, timeoutMs);
  return withStoreFallback(
    { rateLimiter: upstashRateLimiter(redis), cache: upstashCache(redis) },
    { clock: o.clock, logger: o.logger, timeoutMs },
  );
}
