import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getPollTally } from '../../worker/services/poll/get-poll-tally';
import { linkFromMail } from '../factories/mailbox';
import { validCpf } from '../factories/voters';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { pollCard, voteFor } from './voter-steps';

const ctx = useSiteAndBrowser();
/**
 * Until the page shows the server's count: a tally whose read was stamped before a vote's commit
 * but ran after it counts the vote while the page still adds it as its own, until the edge copy is
 * replaced (2 s fresh + 10 s stale, worker/http/poll-tally.ts).
 */
const TALLY_SETTLES = { timeout: 20_000, interval: 500 };
const SHOTS = process.env.SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/fan-data-${name}.png`, fullPage: true });
}
/** The design's votes as the server counts them now (the page may show an edge copy up to 12 s old, plus this browser's own vote). */
const serverVotes = async (design: string) => (await getPollTally(ctx.site.deps)).options.find((o) => o.name === design)!.votes;
const votesOn = async (page: Page, design: string) =>
  Number(
    (
      (await pollCard(page, design)
        .getByText(/^\d[\d.]* votos?$/)
        .textContent()) ?? ''
    ).replace(/\D/g, ''),
  );

describe('os dados de quem votou sem conta', () => {
  for (const [size, cpfSeed] of [
    [MOBILE, 731_402_118],
    [DESKTOP, 731_402_341],
  ] as const) {
    it(`${size.width}×${size.height}: vota, pede o link em Meu cupom, abre o e-mail, baixa os dados e os exclui; o voto continua contando`, async () => {
      const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, size);
      const tag = `${size.width}`;
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      page.on('dialog', () => expect.unreachable('a browser dialog opened'));
      const cpf = validCpf(cpfSeed);
      await voteFor(page, 'Bonde do Mito', cpf);
      const coupon = (await page.getByTestId('cupom-sorteio').textContent())?.trim() ?? '';
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.goto('/?enquete=1');
      const votesBefore = await serverVotes('Bonde do Mito');
      await expect.poll(() => votesOn(page, 'Bonde do Mito'), TALLY_SETTLES).toBe(votesBefore);

      // On /meu-cupom the buttons only send the link to the vote's e-mail: nothing is downloaded here.
      const before = linkFromMail(ctx.site.dataDir, 'maria@exemplo.com.br', '/meus-dados');
      await page.goto('/meu-cupom');
      await page.getByRole('button', { name: 'Baixar meus dados' }).waitFor();
      await shot(page, `${tag}-1-meu-cupom`);
      page.on('download', () => expect.unreachable('/meu-cupom downloaded the data'));
      await page.getByRole('button', { name: 'Baixar meus dados' }).click();
      await page.getByText('Enviamos um link para o e-mail informado no voto. Ele vale por 30 minutos.').waitFor();
      await shot(page, `${tag}-2-link-enviado`);

      await expect.poll(() => linkFromMail(ctx.site.dataDir, 'maria@exemplo.com.br', '/meus-dados') ?? before).not.toBe(before);
      const link = new URL(linkFromMail(ctx.site.dataDir, 'maria@exemplo.com.br', '/meus-dados')!);
      page.removeAllListeners('download');
      await page.goto(link.pathname + link.search);
      await page.getByText(coupon).waitFor();
      expect(new URL(page.url()).search).toBe('');
      await shot(page, `${tag}-3-meus-dados`);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Baixar meus dados' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('meus-dados-mc-mito.json');
      const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as Record<string, unknown>;
      expect(data).toMatchObject({
        nome: 'Maria Aparecida',
        cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
        email: 'maria@exemplo.com.br',
        whatsapp: '5511987654321',
        design: 'Bonde do Mito',
        cupom: coupon,
      });

      // The site's own dialog, not the browser's confirm; Cancelar keeps everything.
      await page.getByRole('button', { name: 'Excluir meus dados' }).click();
      const confirm = page.getByRole('dialog', { name: 'Excluir meus dados?' });
      await confirm
        .getByText('Seu voto continua contando para o design escolhido, sem nenhum dado seu, e o seu cupom deixa de participar do sorteio.')
        .waitFor();
      await shot(page, `${tag}-4-confirmar`);
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await page.getByRole('button', { name: 'Excluir meus dados' }).click();
      await confirm.getByRole('button', { name: 'Sim, excluir meus dados' }).click();
      await page
        .getByText('Seus dados foram excluídos. Seu voto continua contando para o design escolhido, sem nenhum dado seu.')
        .waitFor();
      await shot(page, `${tag}-5-excluidos`);
      expect(await page.getByRole('button', { name: 'Baixar meus dados' }).count()).toBe(0);

      // The coupon + CPF digits find nothing now; the design's count did not move.
      await page.goto('/meu-cupom');
      await page.getByText('Não encontramos o voto deste aparelho. Consulte pelo código do cupom.').waitFor();
      await page.getByLabel('Código do cupom').first().fill(coupon);
      await page.getByLabel('4 últimos dígitos do CPF').first().fill(cpf.slice(-4));
      await page.getByRole('button', { name: 'Consultar cupom' }).click();
      await page.getByText('Cupom não encontrado. Confira o código e os 4 últimos dígitos do CPF.').first().waitFor();
      expect(await serverVotes('Bonde do Mito')).toBe(votesBefore);
      await page.goto('/?enquete=1');
      await expect.poll(() => votesOn(page, 'Bonde do Mito'), TALLY_SETTLES).toBe(votesBefore);
      for (const secret of [cpf, cpf.slice(-4), coupon]) expect(urls.filter((u) => decodeURIComponent(u).includes(secret))).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it(`${MOBILE.width}×${MOBILE.height}: em outro aparelho, cupom e 4 dígitos mandam um link ao e-mail do voto, que abre uma vez`, async () => {
    const cpf = validCpf(731_402_229);
    const voter = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await voteFor(voter.page, 'Favela Venceu', cpf);
    const coupon = (await voter.page.getByTestId('cupom-sorteio').textContent())?.trim() ?? '';
    await voter.context.close();

    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    // The tests above sent (and used) links to the same inbox: wait for a newer one, not the newest one there.
    const before = linkFromMail(ctx.site.dataDir, 'maria@exemplo.com.br', '/meus-dados');
    await page.goto('/meu-cupom');
    // The page is prerendered: a tap before hydration would be lost.
    await expect.poll(() => page.getByLabel('Código do cupom').first().isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Baixar ou excluir meus dados de outro aparelho' }).click();
    const form = page.locator('form').filter({ hasText: 'Votou em outro aparelho?' });
    await form.getByLabel('Código do cupom').fill(coupon);
    await form.getByLabel('4 últimos dígitos do CPF').fill(cpf.slice(-4));
    await form.getByRole('button', { name: 'Receber link por e-mail' }).click();
    await page.getByText('Se os dados conferirem, enviamos um link para o e-mail informado no voto.').waitFor();
    await shot(page, '4-pedido-link');

    await expect.poll(() => linkFromMail(ctx.site.dataDir, 'maria@exemplo.com.br', '/meus-dados') ?? before).not.toBe(before);
    const link = linkFromMail(ctx.site.dataDir, 'maria@exemplo.com.br', '/meus-dados')!;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByText(coupon).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Baixar meus dados' }).waitFor();
    await shot(page, '5-link-aberto');

    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByText('Este link expirou ou já foi usado. Peça um novo em Meu cupom.').waitFor();
    await shot(page, '6-link-usado');
    expect(errors).toEqual([]);
    await context.close();
  });
});
