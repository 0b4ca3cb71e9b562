export interface RateRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * What a limit does when its shared store (Upstash) fails or does not answer in
 * time, chosen by each use:
 * - `local`: go on under a stricter limit counted in this process/isolate
 *   (votes, orders, public reads: an outage must not take them down);
 * - `closed`: refuse with LIMITS_UNAVAILABLE, the AppError with its Portuguese
 *   message (sign-in, the artist panel: no unlimited guessing while the store is down).
 */
export type StoreDownPolicy = 'local' | 'closed';

interface LimitOptions {
  onStoreDown: StoreDownPolicy;
}

/** Fixed/sliding window rate limits: in memory on Node, Upstash Ratelimit on Workers. */
export interface RateLimiter {
  limit(key: string, rule: RateRule, options: LimitOptions): Promise<RateDecision>;
}

/**
 * Short-lived cache of JSON values: in memory on Node, Upstash Redis on Workers.
 * Best effort: when the store is down, `get` misses and writes are dropped.
 */
export interface Cache {
  get<T>(key: string): Promise<T | null>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}
