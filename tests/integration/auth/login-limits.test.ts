import { describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../../worker/adapters/limits/port';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP } from '../../../worker/services/auth/internal/limit-login';
import { signUpForm } from '../../factories/accounts';
import { makeMember } from '../../factories/sessions';
import { httpApp } from '../poll/http';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

describe('limite de tentativas de login', () => {
  it('per account: after the budget even the right password waits, from any IP; other accounts still get in', async () => {
    const member = await makeMember(t.deps);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.max; i++) {
      await expect(
        t.caller({ ip: `203.0.113.${i + 1}` }).auth.signIn({ email: member.email, password: 'chute-errado' }),
      ).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    await expect(t.caller({ ip: '203.0.113.100' }).auth.signIn({ email: member.email, password: member.password })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.',
    });
    const other = await makeMember(t.deps);
    await expect(t.caller({ ip: '203.0.113.100' }).auth.signIn({ email: other.email, password: other.password })).resolves.toHaveProperty(
      'userId',
    );
    t.clock.advance(LOGIN_FAILURES_PER_ACCOUNT.windowSeconds * 1000);
    await expect(t.caller({ ip: '203.0.113.101' }).auth.signIn({ email: member.email, password: member.password })).resolves.toHaveProperty(
      'userId',
    );
  });

  it('per IP: one address spraying many accounts is stopped, answered as a Portuguese 429 over HTTP', async () => {
    const http = httpApp(t.deps, '198.51.100.200');
    for (let i = 0; i < LOGIN_FAILURES_PER_IP.max; i++) {
      const res = await http.mutation('auth.signIn', { email: `alvo${i}@exemplo.com.br`, password: 'chute-errado' });
      expect(res.status).toBe(401);
    }
    const member = await makeMember(t.deps);
    const refused = await http.mutation('auth.signIn', { email: member.email, password: member.password });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe('Muitas tentativas de login. Aguarde 15 minutos e tente novamente.');
    expect(refused.headers.get('retry-after')).toBe('900');
  });

  it('only failures count: 30 right sign-ins of one member from one address are all let in, and the 31st too', async () => {
    const member = await makeMember(t.deps);
    const http = httpApp(t.deps, '198.51.100.210');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await http.mutation('auth.signIn', { email: member.email, password: member.password })).status);
    expect(statuses).toEqual(Array(31).fill(200));
  });

  it('a carrier NAT: 36 members signing in from one address, a fourth of them after a typo, all get in', async () => {
    const members = await Promise.all(Array.from({ length: 36 }, () => makeMember(t.deps)));
    const nat = '198.51.100.211';
    let refused = 0;
    for (const [i, m] of members.entries()) {
      // A typo for every fourth member: 9 failures from the address, and nobody is refused.
      if (i % 4 === 0)
        await expect(t.caller({ ip: nat }).auth.signIn({ email: m.email, password: 'digitei-errado' })).rejects.toMatchObject({
          code: 'UNAUTHORIZED',
        });
      const ok = await t
        .caller({ ip: nat })
        .auth.signIn({ email: m.email, password: m.password })
        .then(() => true)
        .catch(() => false);
      if (!ok) refused++;
    }
    expect(refused).toBe(0);
  });

  it('fails closed: with the limiter store down, login and sign-up refuse with a clear message', async () => {
    const fail = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { name: 'UpstashError' }));
    const down: RateLimiter = { limit: fail, peek: fail, record: fail, sweep: fail };
    const member = await makeMember(t.deps);
    const http = httpApp({ ...t.deps, rateLimiter: down }, '198.51.100.201');
    const res = await http.mutation('auth.signIn', { email: member.email, password: member.password });
    expect(res.status).toBe(503);
    expect(res.body.error?.message).toBe('Login temporariamente indisponível. Tente novamente em alguns minutos.');
    expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|Upstash/);
    const signUp = await http.mutation('auth.signUp', signUpForm());
    expect(signUp.status).toBe(503);
  });
});
