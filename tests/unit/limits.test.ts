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
