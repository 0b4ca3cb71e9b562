import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../../db/schema';
import { consumeToken, issueToken, TOKEN_TTL_MS } from '../../../worker/services/mail/one-time-tokens';
import { cookieHeaders, sessionCookieFrom, signUpForm } from '../../factories/accounts';
import { confirmationTokenFor } from '../../factories/confirmed-sign-up';
import { lastMailTo, readOutbox } from '../../factories/mailbox';
import { makeMember } from '../../factories/sessions';
import { httpApp } from '../poll/http';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let ipSeq = 0;
const fresh = (headers?: Headers) => t.caller({ ip: `198.51.100.${++ipSeq}`, headers });
const INVALID = { code: 'BAD_REQUEST', message: 'Este link de confirmação expirou ou já foi usado.' };

describe('sign-up does not tell who has an account', () => {
  it('a taken e-mail and a new one get the same status and body; the owner of the taken one is told by e-mail', async () => {
    const owner = await makeMember(t.deps);
    const http = (ip: string) => httpApp(t.deps, ip);
    const taken = await http('203.0.113.61').mutation('auth.signUp', signUpForm({ email: `  ${owner.email.toUpperCase()} ` }));
    const form = signUpForm();
    const created = await http('203.0.113.62').mutation('auth.signUp', form);
    expect([taken.status, taken.body]).toEqual([created.status, created.body]);
    expect(created).toMatchObject({ status: 200, body: { result: { data: { sent: true } } } });
    // Neither answer signs a browser in.
    expect([taken.headers.getSetCookie(), created.headers.getSetCookie()]).toEqual([[], []]);

    await t.background.idle();
    const warning = lastMailTo(t.dataDir, owner.email, 'signup_taken');
    expect(warning?.text).toContain('alguém tentou criar uma conta com seu e-mail');
    expect(warning?.links).toEqual(['http://localhost:3000/auth']);
    // No second account, and no confirmation link for the taken address.
    expect(await t.deps.db.select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);
    expect(lastMailTo(t.dataDir, owner.email, 'email_confirm')).toBeUndefined();
    // The new address gets its link, absolute, on the request's origin.
    expect(lastMailTo(t.dataDir, form.email, 'email_confirm')?.links).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/confirmar-email\?token=[a-z2-7]{32}$/),
    ]);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, form.email));
    expect(row?.emailConfirmedAt).toBeNull();
  });

  it('hashes the password for a taken e-mail too, and a taken username is still refused by name', async () => {
    const owner = await makeMember(t.deps);
    const form = signUpForm({ email: owner.email });
    // The taken path answers only after the password's hash: the same slow step as a new account.
    await expect(fresh().auth.signUp(form)).resolves.toEqual({ sent: true });
    await expect(fresh().auth.signUp(signUpForm({ username: owner.username.toUpperCase() }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este nome de usuário já está em uso. Escolha outro.',
    });
  });

  it('one inbox gets at most 3 warnings a day, while the answer stays the same', async () => {
    const owner = await makeMember(t.deps);
    for (let i = 0; i < 5; i++) await expect(fresh().auth.signUp(signUpForm({ email: owner.email }))).resolves.toEqual({ sent: true });
    await t.background.idle();
    expect(readOutbox(t.dataDir).filter((m) => m.to === owner.email && m.kind === 'signup_taken')).toHaveLength(3);
  });
});

describe('the confirmation link', () => {
  it('confirms the e-mail and signs a browser without a session in; the password works before that', async () => {
    const form = signUpForm();
    await fresh().auth.signUp(form);
    const signedIn = fresh();
    await signedIn.auth.signIn({ email: form.email, password: form.password });
    const passwordCookie = sessionCookieFrom(signedIn.ctx.resHeaders)!;
    await expect(fresh(cookieHeaders(passwordCookie)).auth.me()).resolves.toMatchObject({ email: form.email, emailConfirmed: false });

    const browser = fresh();
    // The link started the session: a new member, whom the page sends on to the plans.
    await expect(browser.auth.confirmEmail({ token: await confirmationTokenFor(t, form.email) })).resolves.toEqual({
      signedIn: true,
      newSession: true,
    });
    const cookie = sessionCookieFrom(browser.ctx.resHeaders)!;
    expect(cookie).not.toBe(passwordCookie);
    await expect(fresh(cookieHeaders(cookie)).auth.me()).resolves.toMatchObject({ email: form.email, emailConfirmed: true });
    // The session signed in with the password sees the confirmation at once.
    await expect(fresh(cookieHeaders(passwordCookie)).auth.me()).resolves.toMatchObject({ emailConfirmed: true });
  });

  it('a browser already signed in keeps its own session', async () => {
    const member = await makeMember(t.deps, { emailConfirmed: false });
    const before = await t.deps.db.select().from(sessions).where(eq(sessions.userId, member.userId));
    const browser = fresh(member.headers);
    const token = await issueToken(t.deps, { purpose: 'email_confirm', userId: member.userId });
    await expect(browser.auth.confirmEmail({ token })).resolves.toEqual({ signedIn: true, newSession: false });
    expect(browser.ctx.resHeaders.getSetCookie()).toEqual([]);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, member.userId))).toHaveLength(before.length);
  });

  it('a used, an expired and a made-up link are refused in Portuguese, and sign no one in', async () => {
    const member = await makeMember(t.deps, { emailConfirmed: false });
    const used = await issueToken(t.deps, { purpose: 'email_confirm', userId: member.userId });
    await fresh().auth.confirmEmail({ token: used });
    const again = fresh();
    await expect(again.auth.confirmEmail({ token: used })).rejects.toMatchObject(INVALID);
    expect(again.ctx.resHeaders.getSetCookie()).toEqual([]);

    const other = await makeMember(t.deps, { emailConfirmed: false });
    const late = await issueToken(t.deps, { purpose: 'email_confirm', userId: other.userId });
    t.clock.advance(TOKEN_TTL_MS.email_confirm + 1);
    await expect(fresh().auth.confirmEmail({ token: late })).rejects.toMatchObject(INVALID);
    await expect(fresh().auth.confirmEmail({ token: 'a'.repeat(32) })).rejects.toMatchObject(INVALID);
    await expect(fresh().auth.confirmEmail({ token: 'não é um token' })).rejects.toMatchObject(INVALID);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, other.userId));
    expect(row?.emailConfirmedAt).toBeNull();
  });
});

describe('Reenviar', () => {
  it('e-mails a fresh link and the older one stops working; once confirmed nothing is sent', async () => {
    const member = await makeMember(t.deps, { emailConfirmed: false });
    const old = await issueToken(t.deps, { purpose: 'email_confirm', userId: member.userId });
    await expect(fresh(member.headers).auth.resendConfirmation()).resolves.toEqual({ alreadyConfirmed: false });
    const token = await confirmationTokenFor(t, member.email);
    expect(await consumeToken(t.deps, { purpose: 'email_confirm', token: old })).toBeNull();
    await fresh(member.headers).auth.confirmEmail({ token });
    const sent = readOutbox(t.dataDir).filter((m) => m.to === member.email).length;
    await expect(fresh(member.headers).auth.resendConfirmation()).resolves.toEqual({ alreadyConfirmed: true });
    await t.background.idle();
    expect(readOutbox(t.dataDir).filter((m) => m.to === member.email)).toHaveLength(sent);
  });
});
