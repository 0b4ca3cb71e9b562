import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, sessions, users } from '../../../db/schema';
import { sessionIdOf } from '../../../worker/services/auth/session-tokens';
import { cookieHeaders, cookieValue, sessionCookieFrom, signUpForm } from '../../factories/accounts';
import { confirmationTokenFor } from '../../factories/confirmed-sign-up';
import { linkFromMail } from '../../factories/mailbox';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
let ipSeq = 0;
/** A caller from its own IP, so the per-IP sign-up and login budgets of one test do not leak into another. */
const fresh = (headers?: Headers) => t.caller({ ip: `198.51.100.${++ipSeq}`, headers });

/** Sign up, then open the e-mailed confirmation link in a browser with no session: that browser is signed in. */
async function signUp(over: Parameters<typeof signUpForm>[0] = {}) {
  const form = signUpForm(over);
  const ip = `198.51.100.${++ipSeq}`;
  const signingUp = t.caller({ ip });
  await expect(signingUp.auth.signUp(form)).resolves.toEqual({ sent: true });
  expect(signingUp.ctx.resHeaders.getSetCookie()).toEqual([]);
  const caller = t.caller({ ip });
  await caller.auth.confirmEmail({ token: await confirmationTokenFor(t, form.email) });
  const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, form.email));
  return {
    form,
    res: { userId: user!.id },
    setCookie: caller.ctx.resHeaders.getSetCookie(),
    cookie: sessionCookieFrom(caller.ctx.resHeaders)!,
  };
}

describe('cadastro', () => {
  it('signs in from the confirmation link, with an httpOnly SameSite=Lax cookie and only the token hash stored', async () => {
    const { form, res, setCookie, cookie } = await signUp();
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(/^mito_session=[a-z2-7]{32}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    const me = await fresh(cookieHeaders(cookie)).auth.me();
    expect(me).toMatchObject({ userId: res.userId, email: form.email });

    const token = cookie.split('=')[1]!;
    const stored = await t.deps.db.select().from(sessions).where(eq(sessions.userId, res.userId));
    expect(stored.map((s) => s.id)).toEqual([sessionIdOf(token)]);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('keeps the WhatsApp sealed: no digits at rest, read back only for the member', async () => {
    const { res, cookie } = await signUp({ whatsapp: '+55 (21) 91234-5678' });
    const [row] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, res.userId));
    expect(JSON.stringify(row)).not.toContain('912345678');
    expect(row!.whatsappHash).toMatch(/^[0-9a-f]{64}$/);
    await expect(fresh(cookieHeaders(cookie)).members.account()).resolves.toMatchObject({ whatsapp: '5521912345678' });
  });

  it('on https the cookie is __Host- prefixed and Secure, and the bare name is not read there', async () => {
    const form = signUpForm();
    await t.caller({ ip: '203.0.113.200', origin: 'https://mito.com.br' }).auth.signUp(form);
    await t.background.idle();
    expect(linkFromMail(t.dataDir, form.email, '/confirmar-email')).toMatch(
      /^https:\/\/mito\.com\.br\/confirmar-email\?token=[a-z2-7]{32}$/,
    );
    const caller = t.caller({ ip: '203.0.113.200', origin: 'https://mito.com.br' });
    await caller.auth.confirmEmail({ token: await confirmationTokenFor(t, form.email) });
    const [setCookie] = caller.ctx.resHeaders.getSetCookie();
    expect(setCookie).toMatch(/^__Host-mito_session=[a-z2-7]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    const token = cookieValue(sessionCookieFrom(caller.ctx.resHeaders)!);
    const https = (cookie: string) => t.caller({ origin: 'https://mito.com.br', headers: cookieHeaders(cookie) });
    await expect(https(`__Host-mito_session=${token}`).auth.me()).resolves.toHaveProperty('userId');
    await expect(https(`mito_session=${token}`).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a username already taken, ignoring case; a taken e-mail gets the new account’s answer and no second account', async () => {
    const { form } = await signUp();
    await expect(fresh().auth.signUp(signUpForm({ username: form.username.toUpperCase() }))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este nome de usuário já está em uso. Escolha outro.',
    });
    await expect(fresh().auth.signUp(signUpForm({ email: form.email.toUpperCase() }))).resolves.toEqual({ sent: true });
    expect(await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, form.email))).toHaveLength(1);
  });

  it('refuses a common password, a short one and a bad WhatsApp with the form’s messages', async () => {
    // The caller skips the HTTP error formatter: the first zod issue is what the browser would read.
    const firstIssue = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: { cause?: { issues?: { message: string }[] } }) => e.cause?.issues?.[0]?.message,
      );
    expect(await firstIssue(fresh().auth.signUp(signUpForm({ password: 'Senha123' })))).toBe(
      'Essa senha é muito comum e fácil de adivinhar. Escolha outra.',
    );
    expect(await firstIssue(fresh().auth.signUp(signUpForm({ password: 'a1b2c' })))).toBe('Senha deve ter pelo menos 6 caracteres');
    expect(await firstIssue(fresh().auth.signUp(signUpForm({ whatsapp: '(11) 9876' })))).toBe(
      'Por favor, insira um número de WhatsApp válido',
    );
    expect(await firstIssue(fresh().auth.signUp(signUpForm({ username: 'ana maria' })))).toBe(
      'Use apenas letras, números, _ e . no nome de usuário',
    );
  });
});

describe('entrar e sair', () => {
  it('signs in with the e-mail in any case; a wrong password and an unknown e-mail get the same answer', async () => {
    const { form, res } = await signUp();
    const caller = fresh();
    await expect(caller.auth.signIn({ email: `  ${form.email.toUpperCase()} `, password: form.password })).resolves.toEqual({
      userId: res.userId,
    });
    await expect(fresh(cookieHeaders(sessionCookieFrom(caller.ctx.resHeaders)!)).auth.me()).resolves.toMatchObject({ userId: res.userId });

    const failure = (p: Promise<unknown>) =>
      p.then(
        () => ({ code: 'OK', message: '' }),
        (e: Error & { code: string }) => e,
      );
    const wrong = await failure(fresh().auth.signIn({ email: form.email, password: 'outra-senha-qualquer' }));
    const unknown = await failure(fresh().auth.signIn({ email: 'ninguem@exemplo.com.br', password: 'outra-senha-qualquer' }));
    expect([wrong.code, wrong.message]).toEqual(['UNAUTHORIZED', 'E-mail ou senha incorretos.']);
    expect([unknown.code, unknown.message]).toEqual([wrong.code, wrong.message]);
  });

  it('sign-out revokes the session on the server and clears the cookie', async () => {
    const { res, cookie } = await signUp();
    const caller = fresh(cookieHeaders(cookie));
    await expect(caller.auth.signOut()).resolves.toEqual({ ok: true });
    expect(caller.ctx.resHeaders.getSetCookie()[0]).toMatch(/^mito_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, res.userId))).toEqual([]);
    // The browser could still send the old cookie: it no longer opens anything.
    await expect(fresh(cookieHeaders(cookie)).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Login necessário' });
    // Signing out without a session is harmless.
    await expect(fresh().auth.signOut()).resolves.toEqual({ ok: true });
  });
});
