import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUESTED } from '../../../worker/contracts/auth';
import { PASSWORD_RULES } from '../../../worker/contracts/limits';
import { issueToken, TOKEN_TTL_MS } from '../../../worker/services/mail/one-time-tokens';
import { cookieHeaders, sessionCookieFrom } from '../../factories/accounts';
import { lastMailTo, readOutbox } from '../../factories/mailbox';
import { makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const ORIGIN = 'https://mito.example';
const NEW_PASSWORD = 'batidao-novo-2026';
const as = (cookie: string) => t.caller({ headers: cookieHeaders(cookie) });
let ipSeq = 0;
const fresh = () => t.caller({ ip: `198.51.100.${++ipSeq}`, origin: ORIGIN });

/** Asks for a link for `email` and follows the outbox to its token. */
async function requestLink(email: string): Promise<string> {
  // The outbox orders its files by the clock's milliseconds: the manual clock must move for "newest" to mean it.
  t.clock.advance(1000);
  await expect(fresh().auth.requestPasswordReset({ email })).resolves.toEqual({ message: PASSWORD_RESET_REQUESTED });
  await t.background.idle();
  const mail = lastMailTo(t.dataDir, email, 'password_reset');
  const link = mail?.links.find((l) => new URL(l).pathname === '/redefinir-senha');
  expect(link, 'a reset link in the outbox').toBeDefined();
  expect(link!.startsWith(`${ORIGIN}/redefinir-senha?token=`)).toBe(true);
  return new URL(link!).searchParams.get('token')!;
}

const reset = (token: string, caller = fresh()) =>
  caller.auth.resetPassword({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
const INVALID = { code: 'BAD_REQUEST', message: expect.stringContaining('Peça um novo link') };

describe('Esqueci minha senha', () => {
  it('e-mails an absolute link that resets the password, ends every other session and signs this browser in', async () => {
    const member = await makeMember(t.deps);
    const phone = t.caller({ ip: '198.51.100.200' });
    await phone.auth.signIn({ email: member.email, password: member.password });
    const phoneCookie = sessionCookieFrom(phone.ctx.resHeaders)!;
    const token = await requestLink(member.email);
    const mail = lastMailTo(t.dataDir, member.email, 'password_reset')!;
    expect(mail.subject).toBe('Redefinição de senha — MC Mito');
    expect(mail.text).toContain('30 minutos');

    const browser = fresh();
    await expect(reset(token, browser)).resolves.toEqual({ userId: member.userId });
    const signedIn = sessionCookieFrom(browser.ctx.resHeaders)!;
    expect(signedIn).toBeTruthy();
    expect(signedIn.startsWith('__Host-')).toBe(true);
    await expect(t.caller({ headers: cookieHeaders(signedIn), origin: ORIGIN }).auth.me()).resolves.toHaveProperty('userId', member.userId);
    // Every browser signed in before is signed out.
    await expect(as(member.cookie).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(as(phoneCookie).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(fresh().auth.signIn({ email: member.email, password: member.password })).rejects.toMatchObject({
      message: 'E-mail ou senha incorretos.',
    });
    await expect(fresh().auth.signIn({ email: member.email, password: NEW_PASSWORD })).resolves.toHaveProperty('userId', member.userId);
  });

  it('opening the link proves the inbox: an unconfirmed e-mail is confirmed by the reset', async () => {
    const member = await makeMember(t.deps, { emailConfirmed: false });
    const browser = fresh();
    await reset(await requestLink(member.email), browser);
    const me = await t.caller({ headers: cookieHeaders(sessionCookieFrom(browser.ctx.resHeaders)!), origin: ORIGIN }).auth.me();
    expect(me).toHaveProperty('emailConfirmed', true);
  });

  it('a session validated a moment ago (in the session cache) ends too', async () => {
    const member = await makeMember(t.deps);
    await expect(as(member.cookie).auth.me()).resolves.toHaveProperty('userId', member.userId);
    await reset(await requestLink(member.email));
    await expect(as(member.cookie).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('a link works once; a used, expired, replaced or unknown one is refused with the same text', async () => {
    const member = await makeMember(t.deps);
    const used = await requestLink(member.email);
    await reset(used);
    await expect(reset(used)).rejects.toMatchObject(INVALID);

    const expired = await requestLink(member.email);
    t.clock.advance(TOKEN_TTL_MS.password_reset + 1000);
    await expect(reset(expired)).rejects.toMatchObject(INVALID);

    const older = await requestLink(member.email);
    const newer = await requestLink(member.email);
    await expect(reset(older)).rejects.toMatchObject(INVALID);
    await expect(reset('abcdefghijklmnopqrstuvwxyz234567')).rejects.toMatchObject(INVALID);
    await expect(reset('lixo')).rejects.toMatchObject(INVALID);
    await expect(reset(newer)).resolves.toEqual({ userId: member.userId });

    // Two links alive at once (two requests racing): using one voids the other.
    const first = await issueToken(t.deps, { purpose: 'password_reset', userId: member.userId });
    const second = await issueToken(t.deps, { purpose: 'password_reset', userId: member.userId });
    await expect(reset(first)).resolves.toEqual({ userId: member.userId });
    await expect(reset(second)).rejects.toMatchObject(INVALID);
  });

  it('an e-mail without an account gets the same answer and no e-mail is written', async () => {
    const before = readOutbox(t.dataDir).length;
    const unknown = fresh();
    await expect(unknown.auth.requestPasswordReset({ email: 'ninguem-aqui@exemplo.com.br' })).resolves.toEqual({
      message: PASSWORD_RESET_REQUESTED,
    });
    await t.background.idle();
    expect(readOutbox(t.dataDir).length).toBe(before);
    expect(readOutbox(t.dataDir).some((m) => m.to === 'ninguem-aqui@exemplo.com.br')).toBe(false);
    // Same headers too: no cookie, nothing that tells the two apart.
    const member = await makeMember(t.deps);
    const known = fresh();
    await known.auth.requestPasswordReset({ email: member.email });
    expect([...unknown.ctx.resHeaders.keys()]).toEqual([...known.ctx.resHeaders.keys()]);
  });

  it('the new password follows the sign-up rules and must be typed twice the same', async () => {
    const member = await makeMember(t.deps);
    const token = await requestLink(member.email);
    const issue = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: { cause?: { issues?: { message: string }[] } }) => e.cause?.issues?.[0]?.message,
      );
    expect(await issue(fresh().auth.resetPassword({ token, password: 'abcdefgh1', confirmPassword: 'abcdefgh2' }))).toBe(
      'Senhas não coincidem',
    );
    expect(await issue(fresh().auth.resetPassword({ token, password: '123456', confirmPassword: '123456' }))).toBe(
      'Essa senha é muito comum e fácil de adivinhar. Escolha outra.',
    );
    // Refused input does not spend the link.
    await expect(reset(token)).resolves.toEqual({ userId: member.userId });
  });

  it('limits requests per address and per e-mail, and reset attempts per address', async () => {
    const member = await makeMember(t.deps);
    const here = t.caller({ ip: '203.0.113.90' });
    for (let i = 0; i < PASSWORD_RULES.resetRequestPerEmail.max; i++) await here.auth.requestPasswordReset({ email: member.email });
    await expect(fresh().auth.requestPasswordReset({ email: member.email })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Muitos pedidos de redefinição de senha\. Aguarde/),
    });
    for (let i = PASSWORD_RULES.resetRequestPerEmail.max; i < PASSWORD_RULES.resetRequestPerAddress.max; i++) {
      await here.auth.requestPasswordReset({ email: `outra${i}@exemplo.com.br` });
    }
    await expect(here.auth.requestPasswordReset({ email: 'mais-uma@exemplo.com.br' })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    const guesser = t.caller({ ip: '203.0.113.91' });
    for (let i = 0; i < PASSWORD_RULES.resetAttemptPerAddress.max; i++)
      await expect(reset(`${'a'.repeat(31)}${(i % 8) + 2}`, guesser)).rejects.toMatchObject(INVALID);
    await expect(reset('abcdefghijklmnopqrstuvwxyz234567', guesser)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Muitas tentativas de redefinir a senha\./),
    });
    await t.background.idle();
  });
});
