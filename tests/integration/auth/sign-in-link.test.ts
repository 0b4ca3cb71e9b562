import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../../db/schema';
import { SIGN_IN_LINK_REQUESTED } from '../../../worker/contracts/auth';
import { PASSWORD_RULES } from '../../../worker/contracts/limits';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../../../worker/services/auth/internal/limit-login';
import { issueToken, TOKEN_TTL_MS } from '../../../worker/services/mail/one-time-tokens';
import { cookieHeaders, deviceCookieFrom, sessionCookieFrom } from '../../factories/accounts';
import { lastMailTo, readOutbox } from '../../factories/mailbox';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const ORIGIN = 'https://mito.example';
let ipSeq = 0;
const fresh = () => t.caller({ ip: `192.0.2.${++ipSeq}`, origin: ORIGIN });
const INVALID = { code: 'BAD_REQUEST', message: expect.stringContaining('Este link para entrar não vale mais') };
const LOCKED = { code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Muitas tentativas de login\. Aguarde/) };

/** Strangers guess the member's password from rotating addresses until the account is locked. */
async function lockOut(email: string) {
  for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.max; i++) {
    await expect(fresh().auth.signIn({ email, password: `chute-${i}` })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  }
}

/** Asks for a sign-in link for `email` and follows the outbox to its token. */
async function requestLink(email: string, caller = fresh()): Promise<string> {
  // The outbox orders its files by the clock's milliseconds: the manual clock must move for "newest" to mean it.
  t.clock.advance(1000);
  await expect(caller.auth.requestSignInLink({ email })).resolves.toEqual({ message: SIGN_IN_LINK_REQUESTED });
  await t.background.idle();
  const link = lastMailTo(t.dataDir, email, 'sign_in_link')?.links.find((l) => new URL(l).pathname === '/entrar-com-link');
  expect(link, 'a sign-in link in the outbox').toBeDefined();
  expect(link!.startsWith(`${ORIGIN}/entrar-com-link?token=`)).toBe(true);
  return new URL(link!).searchParams.get('token')!;
}

describe('Entrar com link por e-mail', () => {
  it('during a lockout, the inbox owner signs in with the e-mailed link; the password stays, and the browser is trusted from then on', async () => {
    const member = await makeMember(t.deps);
    const hashBefore = (await t.deps.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, member.userId)).get())!.h;
    await lockOut(member.email);
    const phone = fresh();
    await expect(phone.auth.signIn({ email: member.email, password: member.password })).rejects.toMatchObject(LOCKED);

    const token = await requestLink(member.email, phone);
    const mail = lastMailTo(t.dataDir, member.email, 'sign_in_link')!;
    expect(mail.subject).toBe('Seu link para entrar — MC Mito');
    expect(mail.text).toContain('15 minutos');

    const browser = fresh();
    await expect(browser.auth.signInWithLink({ token })).resolves.toEqual({ userId: member.userId });
    const session = sessionCookieFrom(browser.ctx.resHeaders)!;
    expect(session.startsWith('__Host-')).toBe(true);
    await expect(t.caller({ headers: cookieHeaders(session), origin: ORIGIN }).auth.me()).resolves.toHaveProperty('userId', member.userId);

    // The password was not touched, and the lockout still holds strangers' new browsers.
    const hashAfter = (await t.deps.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, member.userId)).get())!.h;
    expect(hashAfter).toBe(hashBefore);
    await expect(fresh().auth.signIn({ email: member.email, password: member.password })).rejects.toMatchObject(LOCKED);
    // The browser the link signed in is now one of the member's own: its password sign-in passes the lockout.
    const mark = deviceCookieFrom(browser.ctx.resHeaders)!;
    expect(mark).toMatch(/^__Host-mito_device=user_/);
    const again = t.caller({ ip: `192.0.2.${++ipSeq}`, origin: ORIGIN, headers: cookieHeaders(mark) });
    await expect(again.auth.signIn({ email: member.email, password: member.password })).resolves.toEqual({ userId: member.userId });
  });

  it('an e-mail without an account gets the same answer and headers, and no e-mail nor token is made', async () => {
    const tokensBefore = (await t.deps.db.select({ n: count() }).from(emailTokens).get())!.n;
    const mailsBefore = readOutbox(t.dataDir).length;
    const unknown = fresh();
    await expect(unknown.auth.requestSignInLink({ email: 'ninguem-aqui@exemplo.com.br' })).resolves.toEqual({
      message: SIGN_IN_LINK_REQUESTED,
    });
    await t.background.idle();
    expect(readOutbox(t.dataDir).length).toBe(mailsBefore);
    expect((await t.deps.db.select({ n: count() }).from(emailTokens).get())!.n).toBe(tokensBefore);
    const member = await makeMember(t.deps);
    const known = fresh();
    await known.auth.requestSignInLink({ email: member.email });
    expect([...unknown.ctx.resHeaders.keys()]).toEqual([...known.ctx.resHeaders.keys()]);
  });

  it('a link works once; a used, expired, replaced, unknown or reset link is refused with the same text', async () => {
    const member = await makeMember(t.deps);
    const signIn = (token: string) => fresh().auth.signInWithLink({ token });
    const used = await requestLink(member.email);
    await signIn(used);
    await expect(signIn(used)).rejects.toMatchObject(INVALID);

    const expired = await requestLink(member.email);
    t.clock.advance(TOKEN_TTL_MS.sign_in + 1000);
    await expect(signIn(expired)).rejects.toMatchObject(INVALID);

    const older = await requestLink(member.email);
    const newer = await requestLink(member.email);
    await expect(signIn(older)).rejects.toMatchObject(INVALID);
    await expect(signIn('abcdefghijklmnopqrstuvwxyz234567')).rejects.toMatchObject(INVALID);
    await expect(signIn('lixo')).rejects.toMatchObject(INVALID);
    // A reset link is not a sign-in link, nor the other way round.
    const reset = await issueToken(t.deps, { purpose: 'password_reset', userId: member.userId });
    await expect(signIn(reset)).rejects.toMatchObject(INVALID);
    await expect(
      fresh().auth.resetPassword({ token: newer, password: 'batidao-novo-2026', confirmPassword: 'batidao-novo-2026' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(signIn(newer)).resolves.toEqual({ userId: member.userId });
  });

  it('opening the link proves the inbox: an unconfirmed e-mail is confirmed', async () => {
    const member = await makeMember(t.deps, { emailConfirmed: false });
    const browser = fresh();
    await browser.auth.signInWithLink({ token: await requestLink(member.email) });
    const me = await t.caller({ headers: cookieHeaders(sessionCookieFrom(browser.ctx.resHeaders)!), origin: ORIGIN }).auth.me();
    expect(me).toHaveProperty('emailConfirmed', true);
  });

  it('a suspended account is not signed in by a link', async () => {
    const member = await makeMember(t.deps);
    const token = await requestLink(member.email);
    await t.deps.db.update(users).set({ suspendedAt: t.deps.clock.now() }).where(eq(users.id, member.userId));
    const browser = fresh();
    await expect(browser.auth.signInWithLink({ token })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(sessionCookieFrom(browser.ctx.resHeaders)).toBeFalsy();
  });

  it('limits requests per e-mail and per address, and links followed per address, apart from the sign-in lockout', async () => {
    const member = await makeMember(t.deps);
    await lockOut(member.email);
    const here = t.caller({ ip: '203.0.113.190', origin: ORIGIN });
    for (let i = 0; i < PASSWORD_RULES.signInLinkRequestPerEmail.max; i++) await here.auth.requestSignInLink({ email: member.email });
    const limited = { code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Muitos pedidos de link para entrar\. Aguarde/) };
    await expect(fresh().auth.requestSignInLink({ email: member.email })).rejects.toMatchObject(limited);

    const prober = t.caller({ ip: '203.0.113.191', origin: ORIGIN });
    for (let i = 0; i < PASSWORD_RULES.signInLinkRequestPerAddress.max; i++) {
      await prober.auth.requestSignInLink({ email: `sonda-${i}@exemplo.com.br` });
    }
    await expect(prober.auth.requestSignInLink({ email: 'mais-uma@exemplo.com.br' })).rejects.toMatchObject(limited);

    const guesser = () => t.caller({ ip: '203.0.113.192', origin: ORIGIN });
    for (let i = 0; i < PASSWORD_RULES.signInLinkAttemptPerAddress.max; i++) {
      await expect(guesser().auth.signInWithLink({ token: 'abcdefghijklmnopqrstuvwxyz234567' })).rejects.toMatchObject(INVALID);
    }
    const good = await issueToken(t.deps, { purpose: 'sign_in', userId: member.userId });
    await expect(guesser().auth.signInWithLink({ token: good })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Muitas tentativas de entrar com link\. Aguarde/),
    });
    // Refused before the token was read: the member's link still works from their own address.
    await expect(fresh().auth.signInWithLink({ token: good })).resolves.toEqual({ userId: member.userId });
  });
});
