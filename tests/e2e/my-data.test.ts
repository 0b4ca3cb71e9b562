import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { MyDataExport } from '../../worker/contracts/privacy';
import { makePost } from '../factories/feed';
import { startConversation } from '../../worker/services/messages/start-conversation';
import { sendMessage } from '../../worker/services/messages/send-message';
import { deleteAccount } from '../../worker/services/privacy/delete-account';
import { makeSubscriber } from '../factories/sessions';
import { validCpf } from '../factories/voters';
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
    for (const title of [
      'O que coletamos e para quê',
      'Por quanto tempo guardamos',
      'Quem vê seus dados',
      'Seus direitos e como usá-los (Art. 18)',
    ]) {
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    }
    await page.getByText('Uma sessão termina depois de 30 dias sem uso e, em qualquer caso, depois de 90 dias.').waitFor();
    await shot(page, `privacidade-${label}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('o membro baixa seus dados e exclui a conta pela caixa de confirmação', async () => {
    const member = await makeSubscriber(ctx.site.deps, 'tier_ouro');
    await makePost(ctx.site.deps, member.userId, { content: 'Meu post no baile' });
    const { context, page, errors } = await newMemberPage(ctx.browser, ctx.site.url, viewport, member.cookie);
    await page.goto('/configuracoes');
    const section = page.getByRole('region', { name: 'Meus dados' });
    await section.waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(page, `meus-dados-${label}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
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

describe('depois que um membro exclui a conta', () => {
  it.each([
    ['celular', MOBILE],
    ['computador', DESKTOP],
  ] as const)("a outra pessoa da conversa (%s) vê as mensagens dele como de 'Membro removido'", async (_label, viewport) => {
    const a = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const b = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const { id } = await startConversation(ctx.site.deps, { userId: a.userId, usernames: [b.username] });
    await sendMessage(ctx.site.deps, { userId: a.userId, conversationId: id, content: 'Tchau, pessoal!' });
    await deleteAccount(ctx.site.deps, { userId: a.userId, input: { password: a.password } });

    const { context, page, errors } = await newMemberPage(ctx.browser, ctx.site.url, viewport, b.cookie);
    await page.goto('/messages');
    await page
      .getByRole('button', { name: /Membro removido/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Membro removido' }).waitFor();
    const message = page.getByTestId('message').filter({ hasText: 'Tchau, pessoal!' });
    await message.getByText('Membro removido', { exact: true }).waitFor();
    expect(await page.getByText(a.username).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('o link da política fica junto de cada formulário que pede dados pessoais', () => {
  const privacyLink = async (where: ReturnType<Page['getByRole']>) => {
    const link = where.getByRole('link', { name: 'Política de privacidade' });
    await link.waitFor();
    return { href: await link.getAttribute('href'), target: await link.getAttribute('target') };
  };
  const opensInNewTab = { href: '/privacidade', target: '_blank' };

  it('voto, oferta do clube (nome, CPF, endereço), checkout e cadastro', async () => {
    const { context, page, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Votar' }).first().click();
    await page.getByRole('button', { name: 'Confirmar voto' }).waitFor();
    expect(await privacyLink(page.getByRole('dialog', { name: 'Confirme seu voto' }))).toEqual(opensInNewTab);
    await page.getByLabel('Nome completo').fill('Ana Funkeira');
    await page.getByLabel('CPF').fill(validCpf(990_001));
    await page.getByLabel('WhatsApp').fill('11999998888');
    await page.getByLabel('E-mail').fill('ana@teste.local');
    await page.getByLabel(/Aceito ser contatado/).check();
    await page.getByRole('button', { name: 'Confirmar voto' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    const offer = page.getByRole('dialog', { name: 'Camiseta oficial do clube' });
    expect(await privacyLink(offer)).toEqual(opensInNewTab);

    await offer.getByText('Camiseta Oficial — Mito Clássico').click();
    await offer.getByLabel('Nome completo').fill('Ana Funkeira');
    await offer.getByLabel('E-mail').fill('ana@teste.local');
    await offer.getByLabel('CEP').fill('01001000');
    await expect.poll(() => offer.getByLabel('Rua / Logradouro').inputValue()).toBe('Praça da Sé');
    await offer.getByLabel('Número').fill('100');
    await offer.getByRole('button', { name: /Garantir com 20% OFF/ }).click();
    await page.waitForURL(/\/checkout\?order=ord_/);
    expect(await privacyLink(page.getByRole('main'))).toEqual(opensInNewTab);

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    expect(await privacyLink(page.getByRole('form', { name: 'Cadastrar' }))).toEqual(opensInNewTab);
    expect(errors).toEqual([]);
    await context.close();
  });
});
