import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema';
import { PASSWORD_RULES } from '../../../worker/contracts/limits';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sessionIdOf } from '../../../worker/services/auth/session-tokens';
import { cookieHeaders, sessionCookieFrom } from '../../factories/accounts';
import { makeMember } from '../../factories/sessions';
import { signUpAndConfirm } from '../../factories/confirmed-sign-up';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const DAY = 86_400_000;
const as = (cookie: string) => t.caller({ headers: cookieHeaders(cookie) });
const storedExpiry = async (cookie: string) => {
  const [row] = await t.deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionIdOf(cookie.split('=')[1]!)));
  return row?.expiresAt.getTime() ?? null;
};

describe('validade da sessão', () => {
  it('slides: used within the idle window it lives on, renewed (one write) only when half the window is gone', async () => {
    const member = await makeMember(t.deps);
    const start = t.clock.now().getTime();
    t.clock.advance(10 * DAY);
    const early = as(member.cookie);
    await early.auth.me();
    // More than half the idle window left: no write, no new cookie.
    expect(await storedExpiry(member.cookie)).toBe(start + SESSION_IDLE_MS);
    expect(early.ctx.resHeaders.getSetCookie()).toEqual([]);

    t.clock.advance(10 * DAY);
    const late = as(member.cookie);
    await late.auth.me();
    expect(await storedExpiry(member.cookie)).toBe(t.clock.now().getTime() + SESSION_IDLE_MS);
    expect(late.ctx.resHeaders.getSetCookie()[0]).toMatch(/^mito_session=[^;]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
  });

  it('ends after the idle window without use, and the row is removed', async () => {
    const member = await makeMember(t.deps);
    t.clock.advance(SESSION_IDLE_MS - 1000);
    await expect(as(member.cookie).auth.me()).resolves.toHaveProperty('userId');
    // Renewed just now; a full idle window of silence ends it.
    t.clock.advance(SESSION_IDLE_MS);
    const caller = as(member.cookie);
    await expect(caller.auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Login necessário' });
    expect(caller.ctx.resHeaders.getSetCookie()[0]).toMatch(/Max-Age=0/);
    expect(await storedExpiry(member.cookie)).toBeNull();
  });

  it('ends at the absolute lifetime however active the member is', async () => {
    const member = await makeMember(t.deps);
    const start = t.clock.now().getTime();
    while (t.clock.now().getTime() + 10 * DAY < start + SESSION_ABSOLUTE_MS) {
      t.clock.advance(10 * DAY);
      await expect(as(member.cookie).auth.me()).resolves.toHaveProperty('userId');
    }
    // Renewals never push the expiry past the absolute end.
    expect(await storedExpiry(member.cookie)).toBeLessThanOrEqual(start + SESSION_ABSOLUTE_MS);
    t.clock.set(new Date(start + SESSION_ABSOLUTE_MS));
    await expect(as(member.cookie).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('troca de senha', () => {
  it('revokes the other sessions, keeps this one, and the new password is the one that works', async () => {
    const { form, cookie: here } = await signUpAndConfirm(t, {}, { ip: '198.51.100.77' });
    const phone = t.caller({ ip: '198.51.100.78' });
    await phone.auth.signIn({ email: form.email, password: form.password });
    const elsewhere = sessionCookieFrom(phone.ctx.resHeaders)!;
    const other = await makeMember(t.deps);

    await expect(
      as(here).auth.changePassword({ currentPassword: form.password, password: 'nova-senha-forte', confirmPassword: 'nova-senha-forte' }),
    ).resolves.toEqual({ ok: true });
    await expect(as(here).auth.me()).resolves.toHaveProperty('email', form.email);
    await expect(as(elsewhere).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    // Another member's session is untouched.
    await expect(as(other.cookie).auth.me()).resolves.toHaveProperty('userId', other.userId);

    await expect(t.caller({ ip: '198.51.100.79' }).auth.signIn({ email: form.email, password: form.password })).rejects.toMatchObject({
      message: 'E-mail ou senha incorretos.',
    });
    await expect(
      t.caller({ ip: '198.51.100.79' }).auth.signIn({ email: form.email, password: 'nova-senha-forte' }),
    ).resolves.toHaveProperty('userId');
  });

  it('refuses passwords that differ, short or common ones (the form’s messages) and anonymous callers', async () => {
    const member = await makeMember(t.deps);
    const issue = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: { cause?: { issues?: { message: string }[] } }) => e.cause?.issues?.[0]?.message,
      );
    expect(
      await issue(
        as(member.cookie).auth.changePassword({ currentPassword: member.password, password: 'abcdefgh1', confirmPassword: 'abcdefgh2' }),
      ),
    ).toBe('Senhas não coincidem');
    expect(
      await issue(as(member.cookie).auth.changePassword({ currentPassword: member.password, password: 'abc', confirmPassword: 'abc' })),
    ).toBe('Senha deve ter pelo menos 6 caracteres');
    expect(
      await issue(
        as(member.cookie).auth.changePassword({ currentPassword: member.password, password: '123456', confirmPassword: '123456' }),
      ),
    ).toBe('Essa senha é muito comum e fácil de adivinhar. Escolha outra.');
    await expect(
      t
        .caller()
        .auth.changePassword({ currentPassword: member.password, password: 'nova-senha-forte', confirmPassword: 'nova-senha-forte' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(
      await issue(
        as(member.cookie).auth.changePassword({ currentPassword: '', password: 'nova-senha-forte', confirmPassword: 'nova-senha-forte' }),
      ),
    ).toBe('Informe sua senha atual');
  });

  it('asks for the current password: a wrong one changes nothing and says so; attempts are limited per member', async () => {
    const member = await makeMember(t.deps);
    const other = await makeMember(t.deps);
    const change = (currentPassword: string) =>
      as(member.cookie).auth.changePassword({ currentPassword, password: 'nova-senha-forte', confirmPassword: 'nova-senha-forte' });
    await expect(change('senha-errada')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Senha atual incorreta. Confira e tente de novo.',
    });
    // Nothing changed: the old password still signs in, and other sessions stay.
    await expect(t.caller({ ip: '198.51.100.80' }).auth.signIn({ email: member.email, password: member.password })).resolves.toHaveProperty(
      'userId',
    );
    for (let i = 1; i < PASSWORD_RULES.changePerMember.max; i++)
      await expect(change('senha-errada')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Past the budget even the right password waits; another member is not held by it.
    await expect(change(member.password)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Muitas tentativas de alterar a senha\. Aguarde \d+ minutos e tente novamente\.$/),
    });
    await expect(
      as(other.cookie).auth.changePassword({
        currentPassword: other.password,
        password: 'nova-senha-forte',
        confirmPassword: 'nova-senha-forte',
      }),
    ).resolves.toEqual({ ok: true });
    t.clock.advance(PASSWORD_RULES.changePerMember.windowSeconds * 1000);
    await expect(change(member.password)).resolves.toEqual({ ok: true });
  });
});
