import { describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../../worker/adapters/limits/port';
import { voterForm } from '../../factories/voters';
import { TEST_ARTIST_PASSWORD } from '../../setup/test-config';
import { useTestDeps } from '../../setup/test-deps';
import { httpApp } from '../poll/http';

const t = useTestDeps();

/** A limiter that refuses everything, as one whose every budget is spent. */
const refuse = async () => ({ allowed: false, remaining: 0, retryAfterSeconds: 42 });
const spent: RateLimiter = { limit: refuse, peek: refuse, record: async () => undefined, sweep: async () => ({ swept: 0 }) };

describe('Retry-After on every 429 over HTTP', () => {
  it.each([
    ['auth.signIn', { email: 'fa@exemplo.com.br', password: 'uma-senha' }],
    ['artist.login', { password: TEST_ARTIST_PASSWORD, consent: true }],
    ['poll.couponStatus', { coupon: 'MITO-ZZZZ-ZZ', cpfLast4: '1234' }],
    ['poll.vote', { ...voterForm(), optionId: 'opt_design1' }],
  ])('%s', async (path, input) => {
    const res = await httpApp({ ...t.deps, rateLimiter: spent }, '192.0.2.77').mutation(path, input);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('42');
    expect(res.body.error?.message).toMatch(/^Muitas/);
  });
});
