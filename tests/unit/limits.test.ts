import { describe, expect, it } from 'vitest';
import { manualClock } from '../../worker/adapters/clock/port';
import { memoryCache, memoryRateLimiter } from '../../worker/adapters/limits/memory';
import { allows } from '../../worker/adapters/realtime/capability';

const LOCAL = { onStoreDown: 'local' } as const;

describe('memory rate limiter', () => {
  it('allows max requests per window, then tells when to retry', async () => {
    const clock = manualClock();
    const rl = memoryRateLimiter(clock);
    const rule = { max: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) expect((await rl.limit('ip', rule, LOCAL)).allowed).toBe(true);
    const refused = await rl.limit('ip', rule, LOCAL);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await rl.limit('other-ip', rule, LOCAL)).allowed).toBe(true);
    clock.advance(61_000);
    expect((await rl.limit('ip', rule, LOCAL)).allowed).toBe(true);
  });
});

describe('memory rate limiter memory', () => {
  it('a script rotating addresses cannot grow it without bound: keys whose window has passed are swept', async () => {
    const clock = manualClock();
    const rl = memoryRateLimiter(clock);
    const rule = { max: 10, windowSeconds: 60 };
    for (let i = 0; i < 50_000; i++) await rl.limit(`coupon:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, rule, LOCAL);
    expect(rl.keyCount()).toBe(50_000);
    clock.advance(61_000);
    for (let i = 0; i < 10; i++) await rl.limit(`coupon:192.0.2.${i}`, rule, LOCAL);
    expect(rl.keyCount()).toBe(10);
  });

  it('a sweep keeps each key for its own window: a day-long limit survives a sweep run by a minute-long one', async () => {
    const clock = manualClock();
    const rl = memoryRateLimiter(clock);
    const day = { max: 2, windowSeconds: 86_400 };
    await rl.limit('coupon-code:MITO-AAAA-AA', day, LOCAL);
    await rl.limit('coupon-code:MITO-AAAA-AA', day, LOCAL);
    clock.advance(2 * 60_000);
    for (let i = 0; i < 2000; i++) await rl.limit(`vote:198.51.100.${i}`, { max: 30, windowSeconds: 60 }, LOCAL);
    expect(await rl.limit('coupon-code:MITO-AAAA-AA', day, LOCAL)).toMatchObject({ allowed: false });
  });
});

describe('memory cache', () => {
  it('expires values and hands out copies', async () => {
    const clock = manualClock();
    const cache = memoryCache(clock);
    await cache.set('k', { n: 1 }, 10);
    const v = await cache.get<{ n: number }>('k');
    v!.n = 99;
    expect(await cache.get('k')).toEqual({ n: 1 });
    clock.advance(10_001);
    expect(await cache.get('k')).toBeNull();
  });

  it('evicts the oldest entry past its size', async () => {
    const cache = memoryCache(manualClock(), 2);
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.set('c', 3, 60);
    expect(await cache.get('a')).toBeNull();
    expect(await cache.get('c')).toBe(3);
  });
});

describe('realtime capabilities', () => {
  it('matches exact and prefix channels per operation', () => {
    const cap = { 'chat:conv1': ['subscribe', 'publish'] as const, 'notifications:*': ['subscribe'] as const };
    const c = { 'chat:conv1': [...cap['chat:conv1']], 'notifications:*': [...cap['notifications:*']] };
    expect(allows(c, 'chat:conv1', 'publish')).toBe(true);
    expect(allows(c, 'chat:conv2', 'subscribe')).toBe(false);
    expect(allows(c, 'notifications:u1', 'subscribe')).toBe(true);
    expect(allows(c, 'notifications:u1', 'publish')).toBe(false);
  });
});
