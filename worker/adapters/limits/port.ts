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

/** Fixed/sliding window rate limits: in memory on Node, Upstash Ratelimit on Workers. */
export interface RateLimiter {
  limit(key: string, rule: RateRule): Promise<RateDecision>;
}

/** Short-lived cache of JSON values: in memory on Node, Upstash Redis on Workers. */
export interface Cache {
  get<T>(key: string): Promise<T | null>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}
