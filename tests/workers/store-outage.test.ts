import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { buildWorkerDeps } from '../../worker/cloudflare/build-deps';
import { silentLogger } from '../../worker/lib/logger';

/**
 * The Workers entry's Upstash stores inside workerd, pointed at an address where
 * nothing listens (the real SDK; the failing and hanging stand-in server runs in
 * tests/integration/foundation/store-outage.test.ts). workerd prints "Uncaught (in
 * promise) Network connection lost" for any refused fetch, even a bare caught one;
 * that line is the runtime's, not an unhandled rejection of ours.
 */
describe('Upstash unreachable, inside workerd', () => {
  it('votes keep a local limit; the artist panel policy refuses with the Portuguese message; the cache misses', async () => {
    const { deps, degraded } = await buildWorkerDeps(
      { ...env, UPSTASH_REDIS_REST_URL: 'http://127.0.0.1:9', UPSTASH_REDIS_REST_TOKEN: 'test-token' },
      silentLogger,
    );
    expect(degraded.join('\n')).not.toMatch(/UPSTASH/);
    const rule = { max: 4, windowSeconds: 60 };
    const decisions = [];
    for (let i = 0; i < 3; i++) decisions.push((await deps.rateLimiter.limit('vote:1.2.3.4', rule, { onStoreDown: 'local' })).allowed);
    expect(decisions).toEqual([true, true, false]);
    await expect(deps.rateLimiter.limit('artist:1.2.3.4', rule, { onStoreDown: 'closed' })).rejects.toMatchObject({
      code: 'LIMITS_UNAVAILABLE',
      message: 'Acesso temporariamente indisponível por segurança. Tente novamente em alguns minutos.',
    });
    expect(await deps.cache.get('shop:club-products:v1')).toBeNull();
    await expect(deps.cache.set('k', 1, 60)).resolves.toBeUndefined();
  });
});
