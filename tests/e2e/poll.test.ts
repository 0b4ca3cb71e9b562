import { describe, expect, it } from 'vitest';
import { validCpf } from '../factories/voters';
import { fanVotesAndChangesVote } from './fan-journey';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { pollCard, voteFor } from './voter-steps';

// Reads the poll's public tally (the seeded 431 votes): a site of its own, where no other file has voted.
const ctx = useSiteAndBrowser({}, { ownSite: true });

describe('enquete oficial — a fã vota, ganha o cupom e muda o voto', () => {
  it('chega por /?enquete=1, vota, recebe o cupom, recarrega e vê "Seu Voto", muda o voto e mantém o cupom', async () => {
    await fanVotesAndChangesVote(ctx.browser, ctx.site.url, validCpf(123_456_780));
  });

  it('um CPF inválido mostra "CPF inválido" e não vota', async () => {
    const { page, context } = await newPage(ctx.browser, ctx.site.url, DESKTOP);
    await voteFor(page, 'Bonde do Mito', '11111111111');
    await page.getByRole('dialog', { name: 'Confirme seu voto' }).getByText('CPF inválido').first().waitFor();
    await page.getByLabel('CPF').fill('');
    await page.getByLabel('CPF').pressSequentially('52998224726');
    await page.getByRole('button', { name: 'Confirmar voto' }).click();
    await page.getByRole('dialog', { name: 'Confirme seu voto' }).getByText('CPF inválido').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('mito_voter_token'))).toBeNull();
    await context.close();
  });

  it('o mesmo CPF em outro aparelho conta como já votado e abre a oferta', async () => {
    const cpf = validCpf(222_333_440);
    const first = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await voteFor(first.page, 'Estampa Total', cpf);
    await first.page.getByRole('dialog', { name: 'Voto confirmado!' }).waitFor();
    await first.context.close();

    const second = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await voteFor(second.page, 'Mito Clássico', cpf);
    await second.page.getByText('Seu voto já estava registrado! Aproveite a oferta exclusiva abaixo.').waitFor();
    expect(await second.page.getByRole('dialog', { name: 'Confirme seu voto' }).count()).toBe(0);
    // Knowing the CPF shows nothing of the other person's vote.
    expect(await second.page.getByText('Seu Voto', { exact: true }).count()).toBe(0);
    await second.context.close();
  });

  it('/meu-cupom sem o token: consulta pelo cupom e os 4 últimos dígitos do CPF', async () => {
    const cpf = validCpf(555_666_770);
    const voter = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await voteFor(voter.page, 'Bonde do Mito', cpf);
    const coupon = (await voter.page.getByTestId('cupom-sorteio').textContent())?.trim() ?? '';
    await voter.context.close();

    const other = await newPage(ctx.browser, ctx.site.url, DESKTOP);
    await other.page.goto('/meu-cupom');
    await other.page.getByLabel('Código do cupom').fill(coupon.toLowerCase());
    await other.page.getByLabel('4 últimos dígitos do CPF').fill(cpf.slice(-4));
    await other.page.getByRole('button', { name: 'Consultar cupom' }).click();
    await other.page.getByText('Sorteio aberto').waitFor();
    expect(await other.page.getByText('Bonde do Mito').first().isVisible()).toBe(true);
    await other.context.close();
  });

  it('/meu-cupom chega pré-renderizado: antes do JavaScript o formulário fica desabilitado e nada vai para a URL', async () => {
    const { page, context } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    // The page's scripts never arrive: what the visitor has is the prerendered HTML alone.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/meu-cupom');
    const code = page.getByLabel('Código do cupom');
    await code.waitFor();
    expect(await code.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Consultar cupom' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Consultar cupom' }).click({ force: true });
    expect(new URL(page.url()).search).toBe('');
    // With the scripts, the same HTML hydrates and the form opens.
    await page.unroute('**/*.js');
    await page.reload();
    await page.getByLabel('Código do cupom').fill('MITO-AAAA-BB');
    expect(await page.getByLabel('Código do cupom').inputValue()).toBe('MITO-AAAA-BB');
    await context.close();
  });

  it('quem já votou: a enquete e /meu-cupom perguntam o voto uma vez, por POST, com o token no corpo e nunca na URL', async () => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await voteFor(page, 'Chora Piranha', validCpf(777_888_990));
    await page.getByRole('dialog', { name: 'Voto confirmado!' }).waitFor();
    const token = (await page.evaluate(() => localStorage.getItem('mito_voter_token'))) ?? '';
    expect(token).not.toBe('');

    const calls: { url: string; method: string; body: string }[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/trpc/')) calls.push({ url: decodeURIComponent(r.url()), method: r.method(), body: r.postData() ?? '' });
    });
    const of = (procedure: string) => calls.filter((c) => new URL(c.url).pathname.split(',').some((p) => p.endsWith(procedure)));

    // The landing's route loader asks "Seu voto" through the lazily loaded data layer.
    await page.reload();
    await pollCard(page, 'Chora Piranha').getByText('Seu Voto', { exact: true }).waitFor();
    expect(of('poll.myVote')).toHaveLength(1);

    // /meu-cupom's loader fetches the status; the page renders that same answer, it does not ask again.
    await page.goto('/meu-cupom');
    await page.getByText('Sorteio aberto').waitFor();
    expect(of('poll.couponStatus')).toHaveLength(1);

    for (const call of [...of('poll.myVote'), ...of('poll.couponStatus')]) {
      expect(call.method).toBe('POST');
      expect(call.body).toContain(token);
    }
    expect(calls.filter((c) => c.url.includes(token))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
