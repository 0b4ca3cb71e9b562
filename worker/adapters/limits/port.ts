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

/**
 * Sliding-window rate limits: a file-backed log in DATA_DIR on Node (durable-file.ts), Upstash
 * Ratelimit on Workers. Both outlive a restart of the process.
 */
export interface RateLimiter {
  /** Counts one hit if the key is under the rule, else refuses (and counts nothing). */
  limit(key: string, rule: RateRule, options: LimitOptions): Promise<RateDecision>;
  /**
   * What `limit` would answer, counting nothing: with `record`, a limit that counts only failures
   * (a sign-in's wrong passwords, the panel's unauthenticated calls) checks first and counts after.
   */
  peek(key: string, rule: RateRule, options: LimitOptions): Promise<RateDecision>;
  /** Counts one hit whatever the count so far (a failure that happened). */
  record(key: string, rule: RateRule, options: LimitOptions): Promise<void>;
  /** Drops keys whose every hit has left its window; the scheduled job calls it. Upstash expires keys itself. */
  sweep(): Promise<{ swept: number }>;
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
