import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validCpf } from '../factories/voters';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { fillVoterForm, pollCard, voteFor } from './voter-steps';

const ctx = useSiteAndBrowser();

/** Every URL the page asks for, to check that no secret ever travels in one. */
function recordUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}
const expectNoSecretIn = (urls: string[], secrets: string[]) => {
  for (const secret of secrets) expect(urls.filter((u) => decodeURIComponent(u).includes(secret))).toEqual([]);
};
const votesOn = async (page: Page, design: string) =>
  Number(
    (
      (await pollCard(page, design)
        .getByText(/^\d[\d.]* votos?$/)
        .textContent()) ?? ''
    ).replace(/\D/g, ''),
  );

describe('um voto cuja resposta se perdeu não se perde', () => {
  it('o servidor conta o voto, a conexão cai antes da resposta; a fã toca de novo e recebe o mesmo cupom', async () => {
    const { page, context } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    const urls = recordUrls(page);
    const answered: { coupon: string; voterToken: string }[] = [];
    // The vote reaches the server and is handled; then the phone loses the answer.
    await page.route(
      (url) => url.pathname === '/trpc/poll.vote',
      async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { result: { data: { coupon: string; voterToken: string } } }[];
        answered.push(body[0]!.result.data);
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await page.goto('/?enquete=1');
    await pollCard(page, 'Mito Clássico').getByRole('button', { name: 'Votar' }).click();
    const form = page.getByRole('dialog', { name: 'Confirme seu voto' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Confirmar voto' }).waitFor();
    const cpf = validCpf(640_111_230);
    await fillVoterForm(page, cpf);
    await form.getByRole('button', { name: 'Confirmar voto' }).click();

    await expect.poll(() => answered.length).toBe(1);
    // Nothing confirmed on the phone: the form is still there, with what she typed.
    await form.getByRole('button', { name: 'Confirmar voto' }).waitFor();
    expect(await page.getByLabel('Nome completo').inputValue()).toBe('Maria Aparecida');
    expect(await page.getByRole('dialog', { name: 'Voto confirmado!' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('mito_voter_token'))).toBeNull();

    await form.getByRole('button', { name: 'Confirmar voto' }).click();
    const done = page.getByRole('dialog', { name: 'Voto confirmado!' });
    await done.waitFor();
    expect((await done.getByTestId('cupom-sorteio').textContent())?.trim()).toBe(answered[0]!.coupon);
    expect(await page.evaluate(() => localStorage.getItem('mito_voter_token'))).toBe(answered[0]!.voterToken);
    expect(await page.evaluate(() => localStorage.getItem('mito_pending_vote'))).toBeNull();

    await done.getByRole('button', { name: 'Continuar' }).click();
    await page.reload();
    await pollCard(page, 'Mito Clássico').getByText('Seu Voto', { exact: true }).waitFor();
    expect(await page.getByTestId('meu-cupom').textContent()).toBe(answered[0]!.coupon);
    expectNoSecretIn(urls, [answered[0]!.voterToken, answered[0]!.coupon, cpf, cpf.slice(-4)]);
    await context.close();
  });

  it('sem o token neste aparelho: /meu-cupom com cupom e 4 dígitos devolve o voto ao aparelho, sem segredos na URL', async () => {
    const cpf = validCpf(640_222_340);
    const voter = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await voteFor(voter.page, 'Estampa Total', cpf);
    const coupon = (await voter.page.getByTestId('cupom-sorteio').textContent())?.trim() ?? '';
    await voter.context.close();

    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, DESKTOP);
    const urls = recordUrls(page);
    await page.goto('/meu-cupom');
    await page.getByLabel('Código do cupom').fill(coupon);
    await page.getByLabel('4 últimos dígitos do CPF').fill(cpf.slice(-4));
    await page.getByRole('button', { name: 'Consultar cupom' }).click();
    await page.getByText('Pronto! Este aparelho voltou a mostrar seu voto na enquete.').waitFor();
    await page.getByRole('link', { name: 'Ver a enquete' }).click();
    await pollCard(page, 'Estampa Total').getByText('Seu Voto', { exact: true }).waitFor();
    expect(await page.getByTestId('meu-cupom').textContent()).toBe(coupon);
    const token = (await page.evaluate(() => localStorage.getItem('mito_voter_token'))) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expectNoSecretIn(urls, [token, coupon, cpf]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a contagem não volta atrás', () => {
  it('vota, recarrega na hora: o card "Seu Voto" já mostra a contagem com o voto, e ela não volta', async () => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, DESKTOP);
    const tallies: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/poll/tally' && r.status() === 200)
        void r
          .json()
          .then((v: { options: { name: string; votes: number }[] }) =>
            tallies.push(v.options.find((o) => o.name === 'Chora Piranha')!.votes),
          );
    });
    await page.goto('/?enquete=1');
    await pollCard(page, 'Chora Piranha').getByRole('heading', { name: 'Chora Piranha' }).waitFor();
    const before = await votesOn(page, 'Chora Piranha');

    await pollCard(page, 'Chora Piranha').getByRole('button', { name: 'Votar' }).click();
    await fillVoterForm(page, validCpf(640_333_450));
    await page.getByRole('button', { name: 'Confirmar voto' }).click();
    await page.getByRole('dialog', { name: 'Voto confirmado!' }).waitFor();
    expect(await votesOn(page, 'Chora Piranha')).toBe(before + 1);

    await page.reload();
    await pollCard(page, 'Chora Piranha').getByText('Seu Voto', { exact: true }).waitFor();
    expect(await votesOn(page, 'Chora Piranha')).toBe(before + 1);

    // The page keeps its own vote until a tally read after the vote arrives; the count never goes back meanwhile.
    const shown: number[] = [];
    await expect
      .poll(
        async () => {
          shown.push(await votesOn(page, 'Chora Piranha'));
          return page.evaluate(() => localStorage.getItem('mito_own_votes'));
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBeNull();
    expect(shown.every((n) => n === before + 1)).toBe(true);
    expect(await votesOn(page, 'Chora Piranha')).toBe(before + 1);
    // The server's own tally has caught up too (read in Node from the same responses, so it may trail a moment).
    await expect.poll(() => tallies.at(-1)).toBe(before + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
