import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { polls } from '../../db/schema';
import { voterForm } from '../factories/voters';
import { TEST_ARTIST_PASSWORD, TEST_ARTIST_PASSWORD_HASH } from '../setup/test-config';
import { confirmCouponByMail } from './coupon-steps';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { voteThroughApi } from './voter-steps';

const ctx = useSiteAndBrowser({ ARTIST_PASSWORD_HASH: TEST_ARTIST_PASSWORD_HASH });
const SHOTS = process.env.ARTIST_SHOTS_DIR;

/** A vote through the site; its address gets the coupon confirmation link. */
async function vote(optionId: string) {
  const form = voterForm();
  return { ...(await voteThroughApi(ctx.site.url, form, optionId)), email: form.email };
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** /meu-cupom as the browser that voted (its voter token in storage). */
async function myCoupon(voterToken: string, viewport: typeof MOBILE) {
  const opened = await newPage(ctx.browser, ctx.site.url, viewport);
  await opened.context.addInitScript((token) => localStorage.setItem('mito_voter_token', token), voterToken);
  await opened.page.goto('/meu-cupom');
  return opened;
}

describe('sorteio: a artista sorteia, marca o resgate; o ganhador vê no /meu-cupom', () => {
  it('12 cupons, votação encerrada: semente no painel, 10 ganhadores, um resgatado; ganhador e não ganhador em 390×844 e 1280×800', async () => {
    const votes = [];
    for (let i = 0; i < 12; i++) votes.push(await vote(`opt_design${(i % 5) + 1}`));
    // Each fan opens the link from their e-mail: only confirmed coupons enter the draw.
    await Promise.all(votes.map((v) => confirmCouponByMail(ctx.site, v.email)));
    // The week passes: the poll closes (after these votes, so all 12 are in the frozen list).
    await ctx.site.deps.db.update(polls).set({ closesAt: new Date(Date.now() - 1) });

    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, DESKTOP);
    await page.goto('/admin/painel-artista');
    await page.getByLabel('Senha').fill(TEST_ARTIST_PASSWORD);
    await page.getByLabel(/Li e concordo/).check();
    await page.getByRole('button', { name: 'Entrar no painel' }).click();
    await page.waitForURL('**/admin/painel-artista/dashboard');
    // Looking never freezes the list: the artist does (or the scheduled job, within the hour).
    await page.getByRole('button', { name: 'Congelar lista de cupons agora' }).click();
    await page.getByText('Lista de cupons congelada!').waitFor();
    await page.getByLabel('Semente pública anunciada').fill('Loteria Federal 05923: 12345');
    await page.getByRole('button', { name: 'Conferir e sortear' }).click();
    const check = page.getByRole('dialog', { name: 'Confira antes de sortear' });
    await check.getByLabel('Digite a semente de novo').fill('Loteria Federal 05923: 12345');
    await check.getByRole('button', { name: 'Sortear', exact: true }).click();
    await page.getByText('Sorteio realizado!').waitFor();
    const cards = page.getByTestId('ganhador');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(10);
    const first = cards.first();
    const coupon = (await first.locator('.font-mono').first().textContent())!.trim();
    // The contacts are opened by the artist, not by the dashboard's load; the phone reads like the voter dialog's.
    expect(await first.getByRole('link').count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir contatos dos ganhadores' }).click();
    const whatsapp = first.getByRole('link').first();
    await whatsapp.waitFor();
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/55\d{10,11}$/);
    expect((await whatsapp.textContent())!.trim()).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);
    await first.getByRole('button', { name: 'Marcar como resgatado' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar resgate' });
    await confirm.getByLabel('Documento do titular do CPF conferido').check();
    await confirm.getByRole('button', { name: 'Confirmar resgate' }).click();
    await page
      .getByText(/Prêmio resgatado!/)
      .first()
      .waitFor();
    await first.getByText('Resgatado', { exact: true }).waitFor();
    await page.getByText(/^Funil:/).click();
    await page.getByRole('columnheader', { name: 'Viram a oferta' }).waitFor();
    await shot(page, 'raffle-panel-desktop');
    await page.getByText('Registro de acessos a dados pessoais').click();
    await page.getByText('Marcou prêmio como resgatado').first().waitFor();
    await page.getByText('Abriu os contatos dos ganhadores').first().waitFor();
    // One opening, one entry: the claim's refresh of the card reads no contacts again.
    expect(await page.getByText('Abriu os contatos dos ganhadores').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();

    const status = (await (await fetch(`${ctx.site.url}/trpc/raffle.status`)).json()) as {
      result: { data: { rounds: { winners: string[] }[] } };
    };
    const winners = status.result.data.rounds[0]!.winners;
    const claimed = votes.find((v) => v.coupon === coupon)!;
    const waiting = votes.find((v) => winners.includes(v.coupon) && v.coupon !== coupon)!;
    const loser = votes.find((v) => !winners.includes(v.coupon))!;

    for (const [tag, viewport] of [
      ['mobile', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      const w = await myCoupon(waiting.voterToken, viewport);
      const line = w.page.getByTestId('status-sorteio');
      await line.getByText('Você ganhou uma camiseta oficial!').waitFor();
      expect(await line.textContent()).toMatch(/Prazo para resgatar: \d{2}\/\d{2}\/\d{4}\..*Como resgatar:.*plano Bronze/);
      await shot(w.page, `meu-cupom-ganhou-${tag}`);
      // On the landing too: the winner sees it, and the header no longer pulses 'VOTAÇÃO ABERTA'.
      await w.page.goto('/?enquete=1');
      await w.page.getByTestId('ganhou-sorteio').getByText('Você ganhou uma camiseta oficial!').waitFor();
      await w.page.getByRole('banner').getByRole('link', { name: 'RESULTADO DA VOTAÇÃO' }).waitFor();
      expect(await w.page.getByRole('banner').locator('[class*="animate-ping"]').count()).toBe(0);
      await w.page.screenshot({ path: `/tmp/shots-fanpath/ganhou-na-home-${tag}.png` });
      expect(w.errors).toEqual([]);
      await w.context.close();

      const c = await myCoupon(claimed.voterToken, viewport);
      await c.page.getByTestId('status-sorteio').getByText('Prêmio resgatado!').waitFor();
      await c.context.close();

      const l = await myCoupon(loser.voterToken, viewport);
      await l.page.getByTestId('status-sorteio').getByText('Não foi dessa vez').waitFor();
      await l.page.goto('/?enquete=1');
      await l.page.getByRole('banner').getByRole('link', { name: 'RESULTADO DA VOTAÇÃO' }).waitFor();
      expect(await l.page.getByTestId('ganhou-sorteio').count()).toBe(0);
      // No 'boa sorte' after the draw: the fan learns it happened, and where to see it.
      await l.page.getByTestId('sorteio-realizado').getByRole('link', { name: 'Ver o sorteio' }).waitFor();
      expect(await l.page.getByText(/boa sorte/i).count()).toBe(0);
      await shot(l.page, `meu-cupom-nao-ganhou-${tag}`);
      await l.context.close();
    }

    // The panel's raffle card and funnel on a phone.
    const m = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await m.page.goto('/admin/painel-artista');
    await m.page.getByLabel('Senha').fill(TEST_ARTIST_PASSWORD);
    await m.page.getByLabel(/Li e concordo/).check();
    await m.page.getByRole('button', { name: 'Entrar no painel' }).click();
    await expect.poll(() => m.page.getByTestId('ganhador').count(), { timeout: 15_000 }).toBe(10);
    await m.page.getByText(/^Funil:/).click();
    await m.page.getByRole('button', { name: 'Por estado' }).click();
    await m.page.getByRole('columnheader', { name: 'UF' }).waitFor();
    await shot(m.page, 'raffle-panel-mobile');
    expect(await m.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(m.errors).toEqual([]);
    await m.context.close();

    const pub = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await pub.page.goto('/sorteio');
    await pub.page.getByTestId('rodada-1').getByText('resgatado').waitFor();
    await pub.page.getByText('Prêmios não resgatados').first().waitFor();
    const [download] = await Promise.all([
      pub.page.waitForEvent('download'),
      pub.page.getByRole('link', { name: /Baixar lista completa de cupons/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cupons.txt');
    const file = readFileSync((await download.path())!, 'utf8');
    expect(file.split('\n').filter(Boolean).sort()).toEqual(votes.map((v) => v.coupon).sort());
    await shot(pub.page, 'sorteio-mobile');
    expect(await pub.page.content()).not.toContain('Fã Número');
    expect(pub.errors).toEqual([]);
    await pub.context.close();
  });
});
