import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lastMailTo } from '../factories/mailbox';
import { makeSubscriber } from '../factories/sessions';
import { TEST_ARTIST_PASSWORD, TEST_ARTIST_PASSWORD_HASH } from '../setup/test-config';
import { seriousViolationsIn } from './axe-region';
import { signedIn } from './chat-steps';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser({ ARTIST_PASSWORD_HASH: TEST_ARTIST_PASSWORD_HASH });
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => void (SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })));

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('suporte prioritário no %s', (_label, viewport) => {
  it("o Prata escreve em 'Fale com a equipe', o painel responde e a resposta chega por e-mail; o Bronze lê que é benefício do Prata e do Ouro", async () => {
    const prata = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const bronze = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const question = `Meu vídeo não aparece no post (${viewport.width}).`;

    const pb = await signedIn(ctx, bronze.token, viewport);
    await pb.page.goto('/meu-plano');
    await pb.page.getByText('Suporte prioritário é um benefício dos planos Prata e Ouro.').waitFor();
    expect(await pb.page.getByRole('button', { name: 'Enviar mensagem' }).count()).toBe(0);

    const pp = await signedIn(ctx, prata.token, viewport);
    await pp.page.goto('/meu-plano');
    const form = pp.page.getByRole('region', { name: 'Fale com a equipe' });
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await form.getByText('Escreva pelo menos 10 caracteres').waitFor();
    await form.getByRole('textbox').fill(question);
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await pp.page.getByText('Mensagem enviada! Responderemos por e-mail.').waitFor();
    await expect.poll(() => form.getByRole('textbox').inputValue()).toBe('');
    await shot(pp.page, `support-member-${viewport.width}`);
    expect(await seriousViolationsIn(pp.page, 'section[aria-labelledby="suporte-titulo"]')).toEqual([]);

    const artist = await newPage(ctx.browser, ctx.site.url, viewport);
    await artist.page.goto('/admin/painel-artista');
    await artist.page.getByLabel('Senha').fill(TEST_ARTIST_PASSWORD);
    await artist.page.getByLabel(/Li e concordo/).check();
    await artist.page.getByRole('button', { name: 'Entrar no painel' }).click();
    await artist.page.waitForURL('**/admin/painel-artista/dashboard');
    const item = artist.page.getByRole('listitem').filter({ hasText: question });
    await item.getByText('Prata', { exact: true }).waitFor();
    await item.getByRole('textbox', { name: 'Resposta' }).fill('Oi! Já liberamos o vídeo, é só atualizar a página.');
    await shot(artist.page, `support-panel-${viewport.width}`);
    expect(await seriousViolationsIn(artist.page, 'section[aria-labelledby="support-title"]')).toEqual([]);
    await item.getByRole('button', { name: 'Responder por e-mail' }).click();
    await artist.page.getByText(`Resposta enviada por e-mail para @${prata.username}.`).waitFor();
    await expect.poll(() => item.count()).toBe(0);
    await expect
      .poll(() => lastMailTo(ctx.site.dataDir, prata.email, 'support_reply')?.text ?? '')
      .toContain('Oi! Já liberamos o vídeo, é só atualizar a página.');

    expect([...pb.errors, ...pp.errors, ...artist.errors]).toEqual([]);
    for (const p of [pb, pp, artist]) await p.context.close();
  });
});
