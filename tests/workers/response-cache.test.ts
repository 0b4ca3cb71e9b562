import { describe, expect, it } from 'vitest';
import { workersResponseCache } from '../../worker/adapters/http-cache/workers';

// The Workers Cache API (caches.default) as miniflare provides it.
describe('workersResponseCache', () => {
  const cache = workersResponseCache();

  it('stores a public response for its s-maxage and leaves the original readable', async () => {
    const key = 'https://mito.example/trpc/poll.tally?id=1';
    const res = new Response(JSON.stringify({ votes: 3 }), {
      headers: { 'content-type': 'application/json', 'cache-control': 'public, s-maxage=30, stale-while-revalidate=60' },
    });
    await cache.put(key, res);
    expect(await res.json()).toEqual({ votes: 3 });
    const hit = await cache.match(key);
    expect(hit?.status).toBe(200);
    expect(await hit?.json()).toEqual({ votes: 3 });
  });

  it('hands back responses whose headers can still be changed (middleware adds security headers)', async () => {
    const key = 'https://mito.example/api/poll/tally';
    await cache.put(key, new Response('{}', { headers: { 'cache-control': 'public, s-maxage=30' } }));
    const hit = await cache.match(key);
    expect(() => hit!.headers.set('X-Content-Type-Options', 'nosniff')).not.toThrow();
  });

  it('does not store private or uncacheable responses', async () => {
    const key = 'https://mito.example/trpc/auth.me';
    await cache.put(key, new Response('eu', { headers: { 'cache-control': 'private, max-age=60' } }));
    await cache.put(`${key}?2`, new Response('eu', { headers: { 'cache-control': 'public, s-maxage=60', 'set-cookie': 'a=b' } }));
    expect(await cache.match(key)).toBeUndefined();
    expect(await cache.match(`${key}?2`)).toBeUndefined();
  });

  it('misses for keys never stored', async () => {
    expect(await cache.match('https://mito.example/nunca')).toBeUndefined();
  });
});
