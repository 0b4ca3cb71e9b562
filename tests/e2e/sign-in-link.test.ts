import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_REQUESTED } from '../../worker/contracts/auth';
import { LOGIN_FAILURES_PER_ACCOUNT, recordLoginFailure } from '../../worker/services/auth/internal/limit-login';
import { linkFromMail } from '../factories/mailbox';
import { makeMember } from '../factories/sessions';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { step } from './step';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('login bloqueado no %s', (label, viewport) => {
  it("estranhos bloquearam a senha: 'Entrar com link por e-mail' manda o link, e o link do e-mail entra sem mudar a senha", async () => {
    const member = await makeMember(ctx.site.deps);
    // Strangers' wrong guesses from other addresses, as a script would send them, lock the account.
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.max; i++) {
      await recordLoginFailure(ctx.site.deps, { ip: `203.0.113.${i + 1}`, email: member.email, trustedDevice: false });
    }
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);

    await page.goto('/auth');
    await page.getByRole('form', { name: 'Entrar' }).waitFor();
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByLabel('Senha', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await step('a recusa por muitas tentativas', () =>
      page
        .getByRole('alert')
        .getByText(/Muitas tentativas de login\. Aguarde/)
        .waitFor(),
    );
    const offer = page.getByRole('button', { name: 'Entrar com link por e-mail' });
    await step("a oferta 'Entrar com link por e-mail'", () => offer.waitFor());
    await shot(page, `${label}-login-bloqueado`);
    await offer.click();
    await step('a confirmação do pedido do link', () => page.getByRole('status').getByText(SIGN_IN_LINK_REQUESTED).waitFor());
    await shot(page, `${label}-link-pedido`);

    // The e-mail, as the embedded default wrote it to DATA_DIR/mail (what /dev/emails lists).
    await step('o e-mail com o link na caixa de saída', () =>
      expect.poll(() => linkFromMail(ctx.site.dataDir, member.email, '/entrar-com-link'), { timeout: 10_000 }).toBeDefined(),
    );
    const link = linkFromMail(ctx.site.dataDir, member.email, '/entrar-com-link')!;
    expect(link.startsWith(`${ctx.site.url}/entrar-com-link?token=`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Entrar com link' }).waitFor();
    // The token leaves the address bar once the page holds it.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await shot(page, `${label}-entrar-com-link`);
    await page.getByRole('button', { name: 'Entrar na minha conta' }).click();
    await step('o painel depois do link', () => page.waitForURL(/\/dashboard$/));
    const shown = page.locator('[data-sonner-toast][data-removed="false"]', { hasText: 'Você entrou com o link do e-mail' });
    await step("o aviso 'Você entrou com o link do e-mail'", () => shown.waitFor());
    await shot(page, `${label}-painel`);

    // The link a second time is refused, with the way back to sign in.
    const other = await newPage(ctx.browser, ctx.site.url, viewport);
    await other.page.goto(link);
    await other.page.getByRole('button', { name: 'Entrar na minha conta' }).click();
    await other.page.getByText(/Este link para entrar não vale mais/).waitFor();
    await other.page.getByRole('link', { name: 'Voltar para entrar' }).waitFor();
    await shot(other.page, `${label}-link-usado`);
    expect(other.errors).toEqual([]);
    await other.context.close();

    expect(errors).toEqual([]);
    await context.close();
  });
});
