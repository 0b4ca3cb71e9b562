import { Ratelimit } from '@upstash/ratelimit';
import { Redis } from '@upstash/redis/cloudflare';
import type { Cache, RateLimiter, RateRule } from './port';

export function upstashRedis(url: string, token: string): Redis {
  return new Redis({ url, token });
}

/** Upstash Ratelimit, one sliding-window limiter per rule, shared by every isolate. */
export function upstashRateLimiter(redis: Redis): RateLimiter {
  const limiters = new Map<string, Ratelimit>();
  const limiterFor = (rule: RateRule) => {
    const id = `${rule.max}/${rule.windowSeconds}`;
    let l = limiters.get(id);
    if (!l) {
      l = new Ratelimit({ redis, limiter: Ratelimit.slidingWindow(rule.max, `${rule.windowSeconds} s`), prefix: `rl:${id}` });
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

export function upstashCache(redis: Redis): Cache {
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
