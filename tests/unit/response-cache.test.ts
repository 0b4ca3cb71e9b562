import { describe, expect, it } from 'vitest';
import { manualClock } from '../../worker/adapters/clock/port';
import { memoryResponseCache } from '../../worker/adapters/http-cache/memory';
import { sharedMaxAge } from '../../worker/adapters/http-cache/port';

const json = (body: unknown, cacheControl: string, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', 'cache-control': cacheControl, ...extra } });

describe('sharedMaxAge', () => {
  it('reads s-maxage first, then max-age', () => {
    expect(sharedMaxAge(json(1, 'public, max-age=5, s-maxage=30, stale-while-revalidate=60'))).toBe(30);
    expect(sharedMaxAge(json(1, 'public, max-age=12'))).toBe(12);
  });

  it('refuses what a shared cache must not keep', () => {
    expect(sharedMaxAge(json(1, 'private, max-age=60'))).toBe(0);
    expect(sharedMaxAge(json(1, 'no-store'))).toBe(0);
    expect(sharedMaxAge(json(1, 'public, s-maxage=60', { 'set-cookie': 'a=b' }))).toBe(0);
    expect(sharedMaxAge(json(1, 'public, s-maxage=60', { vary: '*' }))).toBe(0);
    expect(sharedMaxAge(new Response('x'))).toBe(0);
  });
});

describe('memoryResponseCache', () => {
  it('answers hits until s-maxage passes, with independent bodies and an Age header', async () => {
    const clock = manualClock();
    const cache = memoryResponseCache(clock);
    const original = json({ votes: 3 }, 'public, s-maxage=30');
    await cache.put('https://site/tally', original);
    expect(await original.json()).toEqual({ votes: 3 });

    clock.advance(10_000);
    const first = await cache.match('https://site/tally');
    const second = await cache.match('https://site/tally');
    expect(await first?.json()).toEqual({ votes: 3 });
    expect(await second?.json()).toEqual({ votes: 3 });
    expect(first?.headers.get('age')).toBe('10');
    expect(first?.headers.get('content-type')).toBe('application/json');

    clock.advance(20_000);
    expect(await cache.match('https://site/tally')).toBeUndefined();
  });

  it('does not keep private responses', async () => {
    const cache = memoryResponseCache(manualClock());
    await cache.put('k', json({ me: 1 }, 'private, max-age=60'));
    expect(await cache.match('k')).toBeUndefined();
  });

  it('stays within its size, dropping the oldest entry', async () => {
    const cache = memoryResponseCache(manualClock(), 2);
    for (const k of ['a', 'b', 'c']) await cache.put(k, json(k, 'public, s-maxage=60'));
    expect(await cache.match('a')).toBeUndefined();
    expect(await (await cache.match('c'))?.json()).toBe('c');
  });
});
