import { describe, expect, it } from 'vitest';
import { manualClock } from '../../worker/adapters/clock/port';
import { memoryCache, memoryRateLimiter } from '../../worker/adapters/limits/memory';
import type { Cache, RateLimiter } from '../../worker/adapters/limits/port';
import { withStoreFallback } from '../../worker/adapters/limits/store-fallback';
import { silentLogger } from '../../worker/lib/logger';

/** A shared store that works until told otherwise (the real SDK against a failing server is in tests/integration/foundation/store-outage.test.ts). */
function switchableStore(clock: ReturnType<typeof manualClock>) {
  const state = { down: false, calls: 0 };
  const limiter = memoryRateLimiter(clock);
  const cache = memoryCache(clock);
  const guard = async <T>(fn: () => Promise<T>) => {
    state.calls++;
    if (state.down) throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    return fn();
  };
  const rateLimiter: RateLimiter = {
    limit: (k, r, o) => guard(() => limiter.limit(k, r, o)),
    peek: (k, r, o) => guard(() => limiter.peek(k, r, o)),
    record: (k, r, o) => guard(() => limiter.record(k, r, o)),
    sweep: () => guard(() => limiter.sweep()),
  };
  const remoteCache: Cache = {
    get: (k) => guard(() => cache.get(k)),
    set: (k, v, ttl) => guard(() => cache.set(k, v, ttl)),
    delete: (k) => guard(() => cache.delete(k)),
  };
  return { state, rateLimiter, cache: remoteCache };
}

describe('shared store with fallbacks', () => {
  it('uses the shared store while it works, then the chosen policy, then the store again after the cool-down', async () => {
    const clock = manualClock();
    const remote = switchableStore(clock);
    const { rateLimiter } = withStoreFallback(remote, { clock, logger: silentLogger, timeoutMs: 100, cooldownMs: 10_000 });
    const rule = { max: 10, windowSeconds: 60 };
    expect(await rateLimiter.limit('k', rule, { onStoreDown: 'closed' })).toMatchObject({ allowed: true, remaining: 9 });

    remote.state.down = true;
    await expect(rateLimiter.limit('k', rule, { onStoreDown: 'closed' })).rejects.toMatchObject({ code: 'LIMITS_UNAVAILABLE' });
    // Local fallback: half the budget.
    const local = [];
    for (let i = 0; i < 6; i++) local.push((await rateLimiter.limit('k', rule, { onStoreDown: 'local' })).allowed);
    expect(local).toEqual([true, true, true, true, true, false]);
    // During the cool-down the store is not asked at all.
    const callsDuringCooldown = remote.state.calls;
    await rateLimiter.limit('k', rule, { onStoreDown: 'local' });
    expect(remote.state.calls).toBe(callsDuringCooldown);

    remote.state.down = false;
    clock.advance(10_001);
    expect(await rateLimiter.limit('k', rule, { onStoreDown: 'closed' })).toMatchObject({ allowed: true, remaining: 8 });
  });

  it('gives up on a store that does not answer after the timeout', async () => {
    const clock = manualClock();
    const hang = () => new Promise<never>(() => {});
    const never: RateLimiter = { limit: hang, peek: hang, record: hang, sweep: hang };
    const { rateLimiter, cache } = withStoreFallback(
      {
        rateLimiter: never,
        cache: { get: () => new Promise(() => {}), set: () => new Promise(() => {}), delete: () => new Promise(() => {}) },
      },
      { clock, logger: silentLogger, timeoutMs: 20 },
    );
    expect(await rateLimiter.limit('k', { max: 4, windowSeconds: 60 }, { onStoreDown: 'local' })).toMatchObject({
      allowed: true,
      remaining: 1,
    });
    clock.advance(60_000);
    expect(await cache.get('x')).toBeNull();
  });

  it('the cache misses and drops writes while the store is down', async () => {
    const clock = manualClock();
    const remote = switchableStore(clock);
    const { cache } = withStoreFallback(remote, { clock, logger: silentLogger, timeoutMs: 100 });
    await cache.set('a', { n: 1 }, 60);
    expect(await cache.get('a')).toEqual({ n: 1 });
    remote.state.down = true;
    expect(await cache.get('a')).toBeNull();
    await expect(cache.set('b', 1, 60)).resolves.toBeUndefined();
  });
});
