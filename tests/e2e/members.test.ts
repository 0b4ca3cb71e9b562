import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/analytics';
import { posts, profiles, tshirtPollVotes, users } from '../../db/schema';
import { VOTER_TOKEN_STORAGE_KEY } from '../../worker/contracts/poll';
import { castVote } from '../../worker/services/poll/cast-vote';
import { nextVoterIp, voterForm } from '../factories/voters';
import { linkFromMail } from '../factories/mailbox';
import { makeMember } from '../factories/sessions';
import { MEMBER_COOKIE } from '../../worker/lib/cookies';
import { revokeSession } from '../../worker/services/auth/revoke-sessions';
import { sessionIdOf } from '../../worker/services/auth/session-tokens';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
let seq = 0;

async function waitForEvent(name: 'login' | 'sign_up') {
  await expect
    .poll(async () => (await ctx.site.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, name))).length, {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'Entrar' }).click();
  await page.getByRole('form', { name: 'Entrar' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('membro no %s', (_label, viewport) => {
  it('cadastra, confirma o e-mail pelo link, vê o painel, muda o nome, sai e entra de novo', async () => {
    const n = `${++seq}${Date.now() % 100_000}`;
    const email = `fa${n}@exemplo.com.br`;
    const password = 'batidao-do-mito';
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);

    // This browser voted before having an account: the vote becomes the new member's.
    const vote = await castVote(ctx.site.deps, {
      vote: { ...voterForm(), optionId: 'opt_design4' },
      ip: nextVoterIp(),
      userId: null,
      origin: 'http://localhost:3000',
    });

    // Cadastro → 'Enviamos um link de confirmação' → the link signs this browser in
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Entrar ou cadastrar' }).waitFor();
    await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [VOTER_TOKEN_STORAGE_KEY, vote.voterToken]);
    // Switching tabs stays on the page: no session check to wait for (it ran on arrival).
    const sessionChecks: string[] = [];
    page.on('request', (r) => void (r.url().includes('auth.me') && sessionChecks.push(r.url())));
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    // The Entrar form has an E-mail and a Senha too: fill once the Cadastrar form is the one shown.
    await page.getByRole('form', { name: 'Cadastrar' }).waitFor();
    expect(sessionChecks).toEqual([]);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill('123456');
    await page.getByLabel('Nome de usuário').fill(`fa_${n}`);
    await page.getByLabel('Nome de exibição').fill('Maria do Baile');
    await page.getByLabel('WhatsApp').pressSequentially('11987654321');
    expect(await page.getByLabel('WhatsApp').inputValue()).toBe('+55 (11) 98765-4321');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    // A too-common password is refused before anything is sent (under the field; a toast repeats it a moment later).
    await page
      .getByRole('form', { name: 'Cadastrar' })
      .getByText('Essa senha é muito comum e fácil de adivinhar. Escolha outra.')
      .waitFor();
    await page.getByLabel('Senha').fill(password);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText(`Enviamos um link de confirmação para ${email}. Abra-o para entrar na comunidade.`).waitFor();
    await waitForEvent('sign_up');
    await expect.poll(() => linkFromMail(ctx.site.dataDir, email, '/confirmar-email'), { timeout: 10_000 }).toBeTruthy();
    await page.goto(linkFromMail(ctx.site.dataDir, email, '/confirmar-email')!);
    // A new member goes on to the plans, as the sign-up promised.
    await page.waitForURL((u) => u.pathname === '/pricing');
    await page.getByText('E-mail confirmado!').waitFor();

    // Real numbers on the dashboard: one post, reputation 140 → Veterano.
    const [user] = await ctx.site.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [claimed] = await ctx.site.deps.db
      .select({ userId: tshirtPollVotes.userId })
      .from(tshirtPollVotes)
      .where(eq(tshirtPollVotes.raffleCoupon, vote.coupon));
    expect(claimed!.userId).toBe(user!.id);
    await ctx.site.deps.db
      .insert(posts)
      .values({ id: `post_e2e_${n}`, userId: user!.id, content: 'Primeiro post!', createdAt: new Date() });
    await ctx.site.deps.db.update(profiles).set({ reputationScore: 140 }).where(eq(profiles.userId, user!.id));
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Meu painel' }).waitFor();
    await page.getByText('Plano Gratuito').first().waitFor();
    await page.getByText('Nível Veterano').waitFor();
    const posts_ = page.locator('dl div').filter({ hasText: 'Posts' });
    expect(await posts_.locator('dd').first().textContent()).toBe('1');
    expect(await page.locator('dl div').filter({ hasText: 'Seguidores' }).locator('dd').textContent()).toBe('0');
    await page.getByText('Comentar nos posts').waitFor();

    // Configurações: new display name, seen back on the dashboard.
    await page.getByRole('link', { name: 'Configurações' }).click();
    await page.getByRole('heading', { name: 'Configurações' }).waitFor();
    expect(await page.getByLabel('WhatsApp').inputValue()).toBe('+55 (11) 98765-4321');
    await page.getByLabel('Nome de exibição').fill('Maria Funkeira');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Dados atualizados!').waitFor();
    await page.getByRole('link', { name: 'Voltar ao painel' }).click();
    await page.getByText('Maria Funkeira').waitFor();

    // Sair → back to the site; the dashboard now sends to /auth.
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/auth');

    // A wrong password: 'Erro no login' with a reason that does not say whether the e-mail exists.
    await signIn(page, email, 'senha-errada');
    await page.getByRole('alert').filter({ hasText: 'Erro no login' }).getByText('E-mail ou senha incorretos.').waitFor();
    // One error, not the box and a toast saying it again (the toast would be made before the box shows).
    expect(await page.getByText('Erro no login').count()).toBe(1);
    await signIn(page, email, password);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByText('Maria Funkeira').waitFor();
    await waitForEvent('login');

    // Signing out in one tab sends the other tab's protected page to /auth.
    const other = await context.newPage();
    await other.goto('/dashboard');
    await other.getByRole('heading', { name: 'Meu painel' }).waitFor();
    await page.getByRole('button', { name: 'Sair' }).click();
    await other.waitForURL((u) => u.pathname === '/auth');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sessão encerrada no servidor', () => {
  it('com a página de membro aberta, a próxima chamada leva para /auth', async () => {
    const { context, page } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    const member = await makeMember(ctx.site.deps);
    await context.addCookies([{ name: MEMBER_COOKIE, value: member.token, url: ctx.site.url }]);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Meu painel' }).waitFor();
    // Signed out elsewhere (another device, or the password was changed there).
    await revokeSession(ctx.site.deps, { sessionId: sessionIdOf(member.token) });
    await page.getByRole('link', { name: 'Configurações' }).click();
    await page.waitForURL((u) => u.pathname === '/auth');
    await page.getByRole('heading', { name: 'Entrar ou cadastrar' }).waitFor();
    await context.close();
  });
});
