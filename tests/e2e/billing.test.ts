import { sealWhatsapp } from '../../worker/services/auth/whatsapp-seal';
import { whatsappDigits } from '../../worker/contracts/auth';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { makeMember } from '../factories/sessions';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();

/** `SHOTS=1` keeps screenshots of each step in /tmp for a human look. */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/e2e-billing-${name}.png`, fullPage: true });
};

const DATE = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

let phoneSeq = 4320;
/** A member made by the factory, signed in through the session cookie a browser would hold. */
async function signedInMember(context: BrowserContext) {
  const m = await makeMember(ctx.site.deps);
  // Each member its own WhatsApp: one trial per person counts a shared number as the same person.
  const phone = `+55 (11) 98765-${++phoneSeq}`;
  await ctx.site.deps.db
    .update(profiles)
    .set(sealWhatsapp(ctx.site.deps.config, whatsappDigits(phone)))
    .where(eq(profiles.userId, m.userId));
  const [name, value] = m.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: ctx.site.url, httpOnly: true, sameSite: 'Lax' }]);
  return { ...m, phone };
}

const statusCard = (page: Page) => page.getByRole('region', { name: 'Status da assinatura' });

for (const [label, viewport] of [
  ['phone', MOBILE],
  ['desktop', DESKTOP],
] as const) {
  describe(`plans and my plan (${label})`, () => {
    it('a member starts the Prata trial in the simulator, sees it on /meu-plano, cancels in the portal and the status follows', async () => {
      const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
      const member = await signedInMember(context);

      await page.goto('/pricing');
      const names = page.locator('article h2');
      await expect.poll(() => names.allTextContents()).toEqual(['Bronze', 'Prata', 'Ouro']);
      const prata = page.getByRole('article', { name: 'Prata' });
      await prata.getByText('Mais Popular').waitFor();
      expect(await page.getByText('Mais Popular').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Começar Trial Grátis' }).count()).toBe(3);
      await shot(page, `${label}-pricing`);

      await prata.getByRole('button', { name: 'Começar Trial Grátis' }).click();
      await page.getByRole('heading', { name: 'Assinar Plano Prata' }).waitFor();
      await page.getByText('30 dias grátis').waitFor();
      await shot(page, `${label}-sim-checkout`);
      await page.getByRole('button', { name: /Assinar com cartão/ }).click();

      await page.waitForURL(/\/meu-plano\?assinatura=ok$/);
      const card = statusCard(page);
      await card.getByText('Prata').waitFor();
      await card.getByText('Ativo', { exact: true }).waitFor();
      await card.getByText('Trial até').waitFor();
      await card
        .getByText(DATE.format(new Date(Date.now() + 30 * 86_400_000)))
        .first()
        .waitFor();
      await card.getByText('Próxima renovação').waitFor();
      const whatsapp = page.getByRole('link', { name: 'Abrir WhatsApp' });
      expect(await whatsapp.getAttribute('href')).toBe(`https://wa.me/${member.phone.replace(/\D/g, '')}`);
      await shot(page, `${label}-meu-plano-trial`);

      // A subscriber on /pricing: no second trial; the other plans change in the portal, same tab, back to /meu-plano.
      await page.goto('/pricing');
      const current = page.getByRole('article', { name: 'Prata' }).getByRole('button', { name: 'Seu plano atual' });
      await current.waitFor();
      expect(await current.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Começar Trial Grátis' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Mudar para este plano' }).count()).toBe(2);
      await shot(page, `${label}-pricing-assinante`);
      await page.getByRole('article', { name: 'Ouro' }).getByRole('button', { name: 'Mudar para este plano' }).click();
      await page.getByRole('heading', { name: 'Sua assinatura' }).waitFor();
      await page.getByRole('link', { name: 'Voltar ao site' }).click();
      await page.waitForURL(/\/meu-plano$/);
      await card.getByText('Prata').waitFor();

      // The password dialog's rules and messages, then a real change through auth.changePassword.
      await page.getByRole('button', { name: 'Alterar Senha' }).click();
      const dialog = page.getByRole('dialog', { name: 'Alterar Senha' });
      const save = dialog.getByRole('button', { name: 'Salvar nova senha' });
      expect(await save.isDisabled()).toBe(true);
      await dialog.getByLabel('Senha Atual').fill(member.password);
      await dialog.getByLabel('Nova Senha').fill('abc');
      await dialog.getByLabel('Confirmar Senha').fill('abc');
      await save.click();
      await dialog.getByText('Senha deve ter pelo menos 6 caracteres').first().waitFor();
      await dialog.getByLabel('Nova Senha').fill('novasenha1');
      await dialog.getByLabel('Confirmar Senha').fill('novasenha2');
      await save.click();
      await dialog.getByText('Senhas não coincidem').first().waitFor();
      await shot(page, `${label}-senha`);
      await dialog.getByLabel('Senha Atual').fill('nao-e-a-senha');
      await dialog.getByLabel('Nova Senha').fill('Fogo#Mito2026');
      await dialog.getByLabel('Confirmar Senha').fill('Fogo#Mito2026');
      await save.click();
      await dialog.getByText('Senha atual incorreta. Confira e tente de novo.').first().waitFor();
      await dialog.getByLabel('Senha Atual').fill(member.password);
      await save.click();
      await page.getByText('Senha atualizada com sucesso!').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // The portal: cancel at the end of the period.
      await card.getByRole('button', { name: 'Gerenciar Assinatura' }).click();
      await page.getByRole('heading', { name: 'Sua assinatura' }).waitFor();
      await page.getByRole('button', { name: /Cancelar assinatura/ }).click();
      await page.getByText('agendado', { exact: true }).waitFor();
      await shot(page, `${label}-sim-portal`);
      await page.getByRole('link', { name: 'Voltar ao site' }).click();
      await page.waitForURL(/\/meu-plano$/);
      await card.getByRole('button', { name: 'Atualizar Status' }).click();
      await card.getByText('Acesso até').waitFor();
      await card.getByText(/Cancelamento agendado/).waitFor();
      await shot(page, `${label}-meu-plano-cancelado`);

      // The developer moves the subscription's clock to the end of the trial: it ends for good.
      await card.getByRole('button', { name: 'Gerenciar Assinatura' }).click();
      await page.getByRole('button', { name: 'Avançar 30 dias — renovação paga' }).click();
      await page.getByText('Cancelada').waitFor();
      await page.getByRole('link', { name: 'Voltar ao site' }).click();
      await page.waitForURL(/\/meu-plano$/);
      await card.getByRole('button', { name: 'Atualizar Status' }).click();
      await card.getByText('Plano Gratuito').waitFor();
      await card.getByText('Inativo').waitFor();
      await card.getByRole('link', { name: 'Assinar Plano' }).waitFor();
      expect(await card.getByText('Trial até').count()).toBe(0);
      await shot(page, `${label}-meu-plano-gratuito`);

      await page.getByRole('link', { name: 'Voltar ao painel' }).click();
      await page.waitForURL(/\/dashboard$/);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('without a session: the trial button goes to /auth, the login link is there, /meu-plano goes to /auth', async () => {
      const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
      await page.goto('/pricing');
      await page.getByRole('link', { name: 'Faça login' }).waitFor();
      await page.getByRole('article', { name: 'Ouro' }).getByRole('button', { name: 'Começar Trial Grátis' }).click();
      await page.waitForURL(/\/auth$/);
      await page.goto('/meu-plano');
      // The guard remembers the page: signing in returns to it (tests/e2e/password-reset.test.ts).
      await page.waitForURL(/\/auth\?redirect=%2Fmeu-plano$/);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("when the tiers cannot be loaded: 'Erro ao carregar planos' and a retry that works", async () => {
      const { page, context } = await newPage(ctx.browser, ctx.site.url, viewport);
      await page.route(/\/trpc\/[^?]*billing\.tiers/, (route) =>
        route.fulfill({ status: 503, contentType: 'text/plain', body: 'indisponível' }),
      );
      await page.goto('/pricing');
      const alert = page.getByRole('alert').filter({ hasText: 'Erro ao carregar planos' });
      await alert.waitFor();
      await shot(page, `${label}-pricing-erro`);
      await page.unroute(/\/trpc\/[^?]*billing\.tiers/);
      await alert.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect.poll(() => page.locator('article h2').allTextContents()).toEqual(['Bronze', 'Prata', 'Ouro']);
      await context.close();
    });
  });
}
