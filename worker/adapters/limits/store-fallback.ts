import { AppError } from '../../lib/app-error';
import { errorFields } from '../../lib/error-fields';
import type { Logger } from '../../lib/logger';
import type { Clock } from '../clock/port';
import { memoryRateLimiter } from './memory';
import type { Cache, RateLimiter, RateRule } from './port';

export interface StoreFallbackOptions {
  clock: Clock;
  logger: Logger;
  /** Longest wait for the store on one call; past it the call counts as failed. */
  timeoutMs: number;
  /** After a failure the store is not asked again for this long, so requests do not each pay the timeout. */
  cooldownMs?: number;
}

class StoreTimeoutError extends Error {
  override name = 'StoreTimeoutError';
}

/** Half the budget, at least one: a per-isolate count is easier to spread across isolates than the shared one. */
export const localFallbackRule = (rule: RateRule): RateRule => ({
  max: Math.max(1, Math.floor(rule.max / 2)),
  windowSeconds: rule.windowSeconds,
});

/**
 * Wraps a remote rate limiter and cache (Upstash) so that its outage costs at
 * most one short timeout: every call is raced against `timeoutMs`, and after a
 * failure the store is skipped for `cooldownMs`. Limits then follow the policy
 * each use chose (port.ts); the cache misses and drops writes.
 */
export function withStoreFallback(
  remote: { rateLimiter: RateLimiter; cache: Cache },
  o: StoreFallbackOptions,
): { rateLimiter: RateLimiter; cache: Cache } {
  const cooldownMs = o.cooldownMs ?? 15_000;
  const local = memoryRateLimiter(o.clock);
  let downUntil = 0;

  const isDown = () => o.clock.now().getTime() < downUntil;
  const markDown = (e: unknown, during: string) => {
    if (!isDown()) o.logger.warn('shared store unavailable, using fallbacks', { during, ...errorFields(e), retryInMs: cooldownMs });
    downUntil = o.clock.now().getTime() + cooldownMs;
  };

  async function ask<T>(call: () => Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreTimeoutError(`no answer in ${o.timeoutMs} ms`)), o.timeoutMs);
    });
    try {
      return await Promise.race([call(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  const rateLimiter: RateLimiter = {
    async limit(key, rule, options) {
      if (!isDown()) {
        try {
          return await ask(() => remote.rateLimiter.limit(key, rule, options));
        } catch (e) {
          markDown(e, 'rate limit');
        }
      }
      if (options.onStoreDown === 'closed') throw new AppError('LIMITS_UNAVAILABLE');
      return local.limit(key, localFallbackRule(rule), options);
    },
  };

  const cache: Cache = {
    async get<T>(key: string) {
      if (isDown()) return null;
      try {
        return await ask(() => remote.cache.get<T>(key));
      } catch (e) {
        markDown(e, 'cache read');
        return null;
      }
    },
    async set(key, value, ttlSeconds) {
      if (isDown()) return;
      try {
        await ask(() => remote.cache.set(key, value, ttlSeconds));
      } catch (e) {
        markDown(e, 'cache write');
      }
    },
    async delete(key) {
      // A stale entry would outlive the outage, so a failed delete is worth the warning.
      try {
        await ask(() => remote.cache.delete(key));
      } catch (e) {
        markDown(e, 'cache delete');
      }
    },
  };

  return { rateLimiter, cache };
}
