import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_REQUESTED } from '../../worker/contracts/auth';
import { linkFromMail } from '../factories/mailbox';
import { makeMember } from '../factories/sessions';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { step } from './step';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('form', { name: 'Entrar' }).waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('senha no %s', (label, viewport) => {
  it('esqueceu a senha: pede o link, redefine, entra; a senha antiga e o link usado não valem mais', async () => {
    const member = await makeMember(ctx.site.deps);
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);

    await page.goto('/auth');
    await page.getByRole('form', { name: 'Entrar' }).waitFor();
    await shot(page, `${label}-auth-entrar`);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL(/\/esqueci-senha$/);
    await page.getByRole('heading', { name: 'Esqueci minha senha' }).waitFor();
    await page.getByLabel('E-mail').fill(member.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await step('a confirmação do pedido do link', () => page.getByText(PASSWORD_RESET_REQUESTED).waitFor());
    await shot(page, `${label}-esqueci-senha`);

    // The e-mail, as the embedded default wrote it to DATA_DIR/mail (what /dev/emails lists).
    await step('o e-mail com o link na caixa de saída', () =>
      expect.poll(() => linkFromMail(ctx.site.dataDir, member.email, '/redefinir-senha'), { timeout: 10_000 }).toBeDefined(),
    );
    const link = linkFromMail(ctx.site.dataDir, member.email, '/redefinir-senha')!;
    expect(link.startsWith(`${ctx.site.url}/redefinir-senha?token=`)).toBe(true);
    await page.goto('/dev/emails');
    await page.getByRole('heading', { name: 'Redefinição de senha — MC Mito' }).first().waitFor();
    await shot(page, `${label}-dev-emails`);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Redefinir senha' }).waitFor();
    // The token leaves the address bar once the page holds it.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByLabel('Nova senha', { exact: true }).fill('batidao-novo-1');
    await page.getByLabel('Confirmar nova senha').fill('batidao-novo-2');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('Senhas não coincidem').first().waitFor();
    await shot(page, `${label}-redefinir-senha`);
    await page.getByLabel('Confirmar nova senha').fill('batidao-novo-1');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await step("o painel depois de 'Redefinir senha'", () => page.waitForURL(/\/dashboard$/));
    // Shown on the page it belongs to: not one already leaving (sonner marks a dismissed toast
    // data-removed while it fades), as it was when made before the move that dismissed it.
    const shown = page.locator('[data-sonner-toast][data-removed="false"]', { hasText: 'Senha redefinida!' });
    await step("o aviso 'Senha redefinida!' no painel", () => shown.waitFor());

    // The link a second time is refused, with a way to ask again.
    await page.goto(link);
    await page.getByLabel('Nova senha', { exact: true }).fill('batidao-novo-3');
    await page.getByLabel('Confirmar nova senha').fill('batidao-novo-3');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText(/Este link para redefinir a senha não vale mais/).waitFor();
    await page.getByRole('link', { name: 'Pedir um novo link' }).waitFor();
    await shot(page, `${label}-link-usado`);
    // A link without its token, or one a mail client mangled, says so before anything is typed.
    for (const broken of ['/redefinir-senha', `/redefinir-senha?token=${'a'.repeat(80)}`]) {
      await page.goto(broken);
      await page.getByText(/Este link para redefinir a senha não vale mais/).waitFor();
      await page.getByRole('link', { name: 'Pedir um novo link' }).click();
      await page.waitForURL(/\/esqueci-senha$/);
    }

    // Another browser: the old password fails, the new one signs in.
    const other = await newPage(ctx.browser, ctx.site.url, viewport);
    await other.page.goto('/auth');
    await signIn(other.page, member.email, member.password);
    await other.page.getByText('E-mail ou senha incorretos.').first().waitFor();
    await other.page.getByLabel('Senha', { exact: true }).fill('batidao-novo-1');
    await other.page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await other.page.waitForURL(/\/dashboard$/);
    await other.context.close();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('entra pela página pedida: /feed sem sessão vai a /auth e volta ao /feed depois de entrar', async () => {
    const member = await makeMember(ctx.site.deps);
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    await page.goto('/feed');
    await page.waitForURL(/\/auth\?redirect=%2Ffeed$/);
    await signIn(page, member.email, member.password);
    await page.waitForURL(/\/feed$/);

    // A redirect to another site is ignored: signing in goes to /dashboard.
    const stranger = await newPage(ctx.browser, ctx.site.url, viewport);
    await stranger.page.goto('/auth?redirect=%2F%2Fevil.example%2Froubo');
    await signIn(stranger.page, member.email, member.password);
    await stranger.page.waitForURL(/\/dashboard$/);
    await stranger.context.close();

    expect(errors).toEqual([]);
    await context.close();
  });
});
