import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ACCOUNT_ON_IP } from '../../../worker/services/auth/internal/limit-login';
import { cookieHeaders, deviceCookieFrom } from '../../factories/accounts';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';
import { httpApp } from '../poll/http';

const t = useTestDeps();
let ipSeq = 0;
const stranger = () => `203.0.113.${++ipSeq}`;

/** Signs in once from `ip` as the member's own browser does, and keeps the trusted-device mark it got. */
async function signInOnce(member: { email: string; password: string }, ip: string) {
  const caller = t.caller({ ip });
  await caller.auth.signIn({ email: member.email, password: member.password });
  // Signed in yesterday: that sign-in no longer counts in any window.
  t.clock.advance(86_400_000);
  return deviceCookieFrom(caller.ctx.resHeaders)!;
}

const wrongGuesses = async (email: string, n: number, ip: () => string) => {
  for (let i = 0; i < n; i++) {
    await expect(t.caller({ ip: ip() }).auth.signIn({ email, password: `chute-${i}` })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  }
};

describe('strangers cannot lock a member out', () => {
  it('after 10 wrong passwords from rotating addresses, a new device waits (429, Retry-After, the wait in Portuguese) while the member’s own device still signs in', async () => {
    const member = await makeMember(t.deps);
    const home = '198.51.100.10';
    const mark = await signInOnce(member, home);
    expect(mark).toMatch(/^mito_device=user_/);

    await wrongGuesses(member.email, LOGIN_FAILURES_PER_ACCOUNT.max, stranger);

    const newDevice = t.caller({ ip: stranger() });
    await expect(newDevice.auth.signIn({ email: member.email, password: member.password })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.',
    });
    expect(newDevice.ctx.resHeaders.get('retry-after')).toBe(String(LOGIN_FAILURES_PER_ACCOUNT.windowSeconds));

    const own = t.caller({ ip: home, headers: cookieHeaders(mark) });
    await expect(own.auth.signIn({ email: member.email, password: member.password })).resolves.toEqual({ userId: member.userId });
    // The same browser on another network (the phone off the Wi-Fi) too.
    await expect(
      t.caller({ ip: stranger(), headers: cookieHeaders(mark) }).auth.signIn({ email: member.email, password: member.password }),
    ).resolves.toEqual({ userId: member.userId });
  });

  it('the trusted device is still held by its own address: 10 tries for the account from one address, then it waits too', async () => {
    const member = await makeMember(t.deps);
    const home = '198.51.100.20';
    const mark = await signInOnce(member, home);
    const own = () => t.caller({ ip: home, headers: cookieHeaders(mark) });
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_ON_IP.max; i++) {
      await expect(own().auth.signIn({ email: member.email, password: `esqueci-${i}` })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await expect(own().auth.signIn({ email: member.email, password: member.password })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    t.clock.advance(LOGIN_FAILURES_PER_ACCOUNT_ON_IP.windowSeconds * 1000);
    await expect(own().auth.signIn({ email: member.email, password: member.password })).resolves.toEqual({ userId: member.userId });
  });

  it('a mark opens nothing for another account, nor when altered or forged', async () => {
    const victim = await makeMember(t.deps);
    const guesser = await makeMember(t.deps);
    const guesserMark = await signInOnce(guesser, '198.51.100.30');
    await wrongGuesses(victim.email, LOGIN_FAILURES_PER_ACCOUNT.max, stranger);
    const [, issued, mac] = guesserMark.slice('mito_device='.length).split('.');
    const marks = [
      guesserMark,
      `mito_device=${victim.userId}.${issued}.${mac}`,
      `mito_device=${victim.userId}.${issued}.${'A'.repeat(43)}`,
      `mito_device=${victim.userId}`,
    ];
    for (const mark of marks) {
      await expect(
        t.caller({ ip: stranger(), headers: cookieHeaders(mark) }).auth.signIn({ email: victim.email, password: victim.password }),
      ).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
      });
    }
  });

  it('the mark expires after 180 days without a sign-in', async () => {
    const member = await makeMember(t.deps);
    const mark = await signInOnce(member, '198.51.100.40');
    t.clock.advance(181 * 86_400_000);
    await wrongGuesses(member.email, LOGIN_FAILURES_PER_ACCOUNT.max, stranger);
    await expect(
      t.caller({ ip: '198.51.100.40', headers: cookieHeaders(mark) }).auth.signIn({ email: member.email, password: member.password }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('the mark is httpOnly, SameSite=Lax and long-lived; on https Secure with the __Host- prefix', async () => {
    const member = await makeMember(t.deps);
    const http = t.caller({ ip: '198.51.100.50' });
    await http.auth.signIn({ email: member.email, password: member.password });
    expect(http.ctx.resHeaders.getSetCookie().find((c) => c.startsWith('mito_device='))).toMatch(
      /^mito_device=[^;]+; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Lax$/,
    );
    const https = t.caller({ ip: '198.51.100.50', origin: 'https://mito.com.br' });
    await https.auth.signIn({ email: member.email, password: member.password });
    expect(https.ctx.resHeaders.getSetCookie().find((c) => c.includes('mito_device='))).toMatch(
      /^__Host-mito_device=[^;]+; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Lax; Secure$/,
    );
  });

  it('over HTTP the refusal is a 429 with Retry-After and the Portuguese wait', async () => {
    const member = await makeMember(t.deps);
    await wrongGuesses(member.email, LOGIN_FAILURES_PER_ACCOUNT.max, stranger);
    const res = await httpApp(t.deps, stranger()).mutation('auth.signIn', { email: member.email, password: member.password });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('900');
    expect(res.body.error?.message).toBe('Muitas tentativas de login. Aguarde 15 minutos e tente novamente.');
  });
});
