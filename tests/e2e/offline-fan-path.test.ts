import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeMember } from '../factories/sessions';
import { validCpf, voterForm } from '../factories/voters';
import { addSessionCookie, DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { breakProcedure, NEVER_SHOWN, toastWith, visibleTextAndLabels } from './network-faults';
import { fillVoterForm, pollCard, voteThroughApi } from './voter-steps';

const ctx = useSiteAndBrowser();
/** No service worker: an offline request really fails (a worker would answer from its cache). */
const FIRST_VISIT = { serviceWorkers: 'block' as const };
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots-fanpath/${name}.png` });

let cpfSeq = 650_000_000;
const nextCpf = () => validCpf(++cpfSeq);

/** Counts tally refreshes that could not get through. */
function failedTallies(page: Page) {
  let failed = 0;
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).pathname === '/api/poll/tally') failed++;
  });
  return () => failed;
}

/**
 * Offline for the poll's 30 s refresh and its one retry, on the page's own clock, until a third
 * refresh has started: it starts only once the failed one has been handled.
 */
async function thirtySecondsOffline(page: Page, failed: () => number) {
  const before = failed();
  await expect
    .poll(async () => {
      await page.clock.fastForward(31_000);
      return failed();
    })
    .toBeGreaterThanOrEqual(before + 3);
}

const noPollError = async (page: Page) => {
  expect(await page.getByText('Enquete não encontrada').count()).toBe(0);
  expect(await page.getByText('Não foi possível carregar a enquete').count()).toBe(0);
};

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('a enquete com sinal ruim (%s)', (label, viewport) => {
  it('30 s sem conexão: o formulário aberto fica com o que foi digitado, a contagem fica, e "Sem conexão" aparece', async () => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport, FIRST_VISIT);
    const failed = failedTallies(page);
    await page.clock.install();
    await page.goto('/?enquete=1');
    await pollCard(page, 'Favela Venceu').getByRole('button', { name: 'Votar' }).click();
    const form = page.getByRole('dialog', { name: 'Confirme seu voto' });
    await form.waitFor();
    const cpf = nextCpf();
    await fillVoterForm(page, cpf);

    await context.setOffline(true);
    await page.getByText('Sem conexão', { exact: true }).waitFor();
    await thirtySecondsOffline(page, failed);
    await shot(page, `poll-offline-form-${label}`);
    expect(await form.isVisible()).toBe(true);
    expect(await page.getByLabel('Nome completo').inputValue()).toBe('Maria Aparecida');
    expect((await page.getByLabel('CPF').inputValue()).replace(/\D/g, '')).toBe(cpf);
    expect(await page.getByLabel('E-mail').inputValue()).toBe('maria@exemplo.com.br');
    await noPollError(page);

    // Closed by mistake and opened again: still filled in. The CPF is never written to storage.
    await form.getByRole('button', { name: 'Fechar', exact: true }).click();
    await form.waitFor({ state: 'hidden' });
    await pollCard(page, 'Favela Venceu').getByRole('button', { name: 'Votar' }).click();
    await form.waitFor();
    expect(await page.getByLabel('Nome completo').inputValue()).toBe('Maria Aparecida');
    expect((await page.getByLabel('CPF').inputValue()).replace(/\D/g, '')).toBe(cpf);
    expect(await page.getByLabel(/Aceito ser contatado/).isChecked()).toBe(true);
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(cpf);

    // Back online: the banner goes, the same form votes, and the draft is gone.
    await context.setOffline(false);
    await page.getByText('Sem conexão', { exact: true }).waitFor({ state: 'hidden' });
    await form.getByRole('button', { name: 'Confirmar voto' }).click();
    await page.getByRole('dialog', { name: 'Voto confirmado!' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('mito_vote_draft'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('30 s sem conexão depois de votar: cupom, "Seu Voto" e resultados continuam na tela', async () => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport, FIRST_VISIT);
    const failed = failedTallies(page);
    await page.clock.install();
    await page.goto('/?enquete=1');
    await pollCard(page, 'Bonde do Mito').getByRole('button', { name: 'Votar' }).click();
    await fillVoterForm(page, nextCpf());
    await page.getByRole('button', { name: 'Confirmar voto' }).click();
    const done = page.getByRole('dialog', { name: 'Voto confirmado!' });
    const coupon = ((await done.getByTestId('cupom-sorteio').textContent()) ?? '').trim();
    await done.getByRole('button', { name: 'Continuar' }).click();
    const offer = page.getByRole('dialog', { name: 'Camiseta oficial do clube' });
    await offer.getByRole('button', { name: 'Fechar', exact: true }).click();
    await offer.waitFor({ state: 'hidden' });

    await context.setOffline(true);
    await thirtySecondsOffline(page, failed);
    await shot(page, `poll-offline-voted-${label}`);
    expect(await page.getByTestId('meu-cupom').textContent()).toBe(coupon);
    await pollCard(page, 'Bonde do Mito').getByText('Seu Voto', { exact: true }).waitFor();
    await pollCard(page, 'Mito Clássico')
      .getByText(/^\d[\d.]* votos?$/)
      .waitFor();
    await noPollError(page);
    expect(await visibleTextAndLabels(page)).not.toMatch(NEVER_SHOWN);
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sem resposta da contagem ao abrir a página', () => {
  it('mostra a última contagem vista neste aparelho, não "Enquete não encontrada"', async () => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE, FIRST_VISIT);
    await page.goto('/?enquete=1');
    await pollCard(page, 'Chora Piranha')
      .getByText(/^\d[\d.]* votos?$/)
      .waitFor();
    await page.route(
      (url) => url.pathname === '/api/poll/tally',
      (route) => route.abort('internetdisconnected'),
    );
    await page.reload();
    await pollCard(page, 'Chora Piranha')
      .getByText(/^\d[\d.]* votos?$/)
      .waitFor();
    await pollCard(page, 'Chora Piranha').getByRole('button', { name: 'Votar' }).waitFor();
    await noPollError(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a resposta de um voto se perde e a fã vota em outro design', () => {
  it.each([
    ['celular', MOBILE],
    ['computador', DESKTOP],
  ] as const)('recebe o cupom do primeiro voto, neste aparelho (%s)', async (label, viewport) => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport, FIRST_VISIT);
    const answered: string[] = [];
    await page.route(
      (url) => url.pathname === '/trpc/poll.vote',
      async (route) => {
        const res = await route.fetch();
        answered.push(((await res.json()) as { result: { data: { coupon: string } } }[])[0]!.result.data.coupon);
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await page.goto('/?enquete=1');
    await pollCard(page, 'Mito Clássico').getByRole('button', { name: 'Votar' }).click();
    const form = page.getByRole('dialog', { name: 'Confirme seu voto' });
    await fillVoterForm(page, nextCpf());
    await form.getByRole('button', { name: 'Confirmar voto' }).click();
    await expect.poll(() => answered.length).toBe(1);
    await form.getByRole('alert').filter({ hasText: 'Erro ao votar. Tente novamente.' }).waitFor();

    await form.getByRole('button', { name: 'Fechar', exact: true }).click();
    await pollCard(page, 'Estampa Total').getByRole('button', { name: 'Votar' }).click();
    await form.getByRole('button', { name: 'Confirmar voto' }).click();
    const done = page.getByRole('dialog', { name: 'Voto confirmado!' });
    await done.waitFor();
    await shot(page, `recovered-coupon-${label}`);
    expect((await done.getByTestId('cupom-sorteio').textContent())?.trim()).toBe(answered[0]);
    await done.getByText('Você votou em Mito Clássico.', { exact: false }).waitFor();
    expect(await page.getByText('Seu voto já estava registrado!').count()).toBe(0);
    await done.getByRole('button', { name: 'Continuar' }).click();
    await pollCard(page, 'Mito Clássico').getByText('Seu Voto', { exact: true }).waitFor();
    expect(await page.getByTestId('meu-cupom').textContent()).toBe(answered[0]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('um voto feito em outro aparelho', () => {
  it.each([
    ['celular', MOBILE],
    ['computador', DESKTOP],
  ] as const)('mostra "Você já votou" e o caminho para /meu-cupom, também depois de recarregar (%s)', async (label, viewport) => {
    const form = voterForm();
    await voteThroughApi(ctx.site.url, form, 'opt_design2');
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport, FIRST_VISIT);
    await page.goto('/?enquete=1');
    await pollCard(page, 'Favela Venceu').getByRole('button', { name: 'Votar' }).click();
    await fillVoterForm(page, form.cpf.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Confirmar voto' }).click();
    const offer = page.getByRole('dialog', { name: 'Camiseta oficial do clube' });
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Fechar', exact: true }).click();
    await page.getByText('Você já votou', { exact: true }).waitFor();
    await page.reload();
    await page.getByText('Você já votou', { exact: true }).waitFor();
    await shot(page, `already-voted-${label}`);
    await page.getByRole('link', { name: 'Ver meu cupom' }).click();
    await page.waitForURL('**/meu-cupom');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a conexão volta', () => {
  it.each([
    ['celular', MOBILE],
    ['computador', DESKTOP],
  ] as const)('"Sem conexão" aparece e some, e o feed que falhou carrega sozinho (%s)', async (label, viewport) => {
    const member = await makeMember(ctx.site.deps);
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport, FIRST_VISIT);
    await addSessionCookie(context, ctx.site.url, member.cookie);
    const broken = await breakProcedure(page, 'feed.list', 'abort');
    await page.goto('/feed');
    // The aborted request may carry the page's other reads too: then the whole page says so.
    const failed = page.getByText('Erro ao carregar feed').or(page.getByRole('heading', { name: 'Algo deu errado' }));
    await failed.first().waitFor();
    await context.setOffline(true);
    const banner = page.getByText('Sem conexão', { exact: true });
    await banner.waitFor();
    await shot(page, `sem-conexao-${label}`);
    await broken.stop();
    await context.setOffline(false);
    await banner.waitFor({ state: 'hidden' });
    await failed.first().waitFor({ state: 'hidden' });
    await page.getByRole('navigation', { name: 'Abas do feed' }).waitFor();
    expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a loja e a oferta do clube são um catálogo só', () => {
  it.each([
    ['celular', MOBILE],
    ['computador', DESKTOP],
  ] as const)("o preço da camiseta é o mesmo nos dois, e 'EU QUERO' já marca a camiseta tocada (%s)", async (label, viewport) => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
    await page.goto('/loja');
    const card = page.getByRole('article', { name: 'Camiseta Chora Piranha' }).first();
    await card.getByText('R$ 94,90').waitFor();
    await page.getByRole('button', { name: 'EU QUERO: Camiseta Chora Piranha' }).first().click();
    const offer = page.getByRole('dialog', { name: 'Camiseta oficial do clube' });
    const shirt = offer.getByRole('checkbox', { name: /Camiseta Chora Piranha/ });
    await expect.poll(() => shirt.isChecked()).toBe(true);
    expect(await offer.getByRole('checkbox', { name: /Mito Clássico/ }).isChecked()).toBe(false);
    await offer.getByText('R$ 94,90').first().waitFor();
    await shot(page, `loja-eu-quero-${label}`);
    // Fourth of five in the offer's list: on a phone it is brought into view, clear of the sticky 'Garantir' bar.
    const row = offer.locator('li', { has: page.getByRole('checkbox', { name: /Camiseta Chora Piranha/ }) });
    const bar = offer.getByRole('button', { name: /Garantir com 20% OFF/ });
    await expect
      .poll(async () => (await row.boundingBox())!.y + (await row.boundingBox())!.height <= (await bar.boundingBox())!.y)
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('detalhes do caminho do fã', () => {
  it.each([
    ['celular', MOBILE],
    ['computador', DESKTOP],
  ] as const)(
    "a foto do design diz o nome uma vez, e o aviso 'Selecione pelo menos uma camiseta' some ao marcar uma (%s)",
    async (label, viewport) => {
      const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, viewport);
      await page.goto('/?enquete=1');
      await pollCard(page, 'Estampa Total').getByRole('img', { name: 'Design Estampa Total' }).waitFor();
      expect(await page.locator('img[alt*="Estampa Estampa"]').count()).toBe(0);

      await page.getByRole('button', { name: 'Quero a camiseta do clube' }).click();
      const offer = page.getByRole('dialog', { name: 'Camiseta oficial do clube' });
      await offer.getByRole('checkbox', { name: /Camiseta Bonde do Mito/ }).waitFor({ state: 'attached' });
      await offer.getByRole('button', { name: /Garantir com 20% OFF/ }).click();
      const warning = toastWith(page, 'Selecione pelo menos uma camiseta');
      await warning.waitFor();
      await shot(page, `oferta-sem-camiseta-${label}`);
      await offer.getByText('Camiseta Bonde do Mito').click();
      await warning.waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
