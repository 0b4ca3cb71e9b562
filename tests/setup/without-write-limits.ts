import type { RateLimiter } from '../../worker/adapters/limits/port';

/**
 * The same limiter, except that member write budgets (`write:` keys, services/members/limit-write.ts)
 * always allow: for test files and benches that write in bulk to measure or test something else.
 */
export function withoutWriteLimits(limiter: RateLimiter): RateLimiter {
  return {
    limit: (key, rule, options) =>
      key.startsWith('write:')
        ? Promise.resolve({ allowed: true, remaining: rule.max, retryAfterSeconds: 0 })
        : limiter.limit(key, rule, options),
    peek: (key, rule, options) => limiter.peek(key, rule, options),
    record: (key, rule, options) => limiter.record(key, rule, options),
    sweep: () => limiter.sweep(),
  };
}
