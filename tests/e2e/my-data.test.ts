import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { MyDataExport } from '../../worker/contracts/privacy';
import { makePost } from '../factories/feed';
import { makeSubscriber } from '../factories/sessions';
import { DESKTOP, MOBILE, newMemberPage, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
/** `SHOTS=dir` keeps screenshots of /privacidade and 'Meus dados' there for a human look. */
const SHOTS = process.env.SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('LGPD no %s', (label, viewport) => {
  it('a política de privacidade abre pelo rodapé e diz como usar os direitos', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Rodapé' }).getByRole('link', { name: 'Política de privacidade' }).click();
    await page.waitForURL((u) => u.pathname === '/privacidade');
    await page.getByRole('heading', { level: 1, name: 'Política de privacidade' }).waitFor();
    for (const title of ['O que coletamos e para quê', 'Por quanto tempo guardamos', 'Quem vê seus dados', 'Seus direitos e como usá-los (Art. 18)']) {
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    }
    await page.getByText('Uma sessão termina depois de 30 dias sem uso e, em qualquer caso, depois de 90 dias.').waitFor();
    await shot(page, `privacidade-${label}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("o membro baixa seus dados e exclui a conta pela caixa de confirmação", async () => {
    const member = await makeSubscriber(ctx.site.deps, 'tier_ouro');
    await makePost(ctx.site.deps, member.userId, { content: 'Meu post no baile' });
    const { context, page, errors } = await newMemberPage(ctx.browser, ctx.site.url, viewport, member.cookie);
    await page.goto('/configuracoes');
    const section = page.getByRole('region', { name: 'Meus dados' });
    await section.waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(page, `meus-dados-${label}`);

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Baixar meus dados' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-mc-mito-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as MyDataExport;
    expect(data.account.email).toBe(member.email);
    expect(data.profile?.username).toBe(member.username);
    expect(data.posts.map((p) => p.content)).toEqual(['Meu post no baile']);

    await section.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    await dialog.waitFor();
    await shot(page, `excluir-conta-${label}`);
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await dialog.getByText('Digite sua senha para confirmar').waitFor();
    await dialog.getByLabel('Sua senha').fill('nao-e-a-senha');
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Senha incorreta. Sua conta não foi excluída.' }).waitFor();

    await dialog.getByLabel('Sua senha').fill(member.password);
    await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByText('Sua conta foi excluída.').waitFor();
    expect(await ctx.site.deps.db.select().from(users).where(eq(users.id, member.userId))).toEqual([]);
    // Signed out: the member pages send the visitor to sign in.
    await page.goto('/configuracoes');
    await page.waitForURL((u) => u.pathname === '/auth');
    expect(errors).toEqual([]);
    await context.close();
  });
});
