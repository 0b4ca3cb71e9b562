import { describe, expect, it } from 'vitest';
import { maskedCpf, validCpf } from '../factories/voters';
import { DESKTOP, MOBILE, newPage, useSiteAndBrowser } from './harness';
import { fillVoterForm, pollCard } from './voter-steps';

const ctx = useSiteAndBrowser();

const DESIGNS = ['Mito Clássico', 'Favela Venceu', 'Bonde do Mito', 'Chora Piranha', 'Estampa Total'];
const COUPON = /^MITO-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/;

describe('enquete oficial — a fã vota, ganha o cupom e muda o voto', () => {
  it('chega por /?enquete=1, vota, recebe o cupom, recarrega e vê "Seu Voto", muda o voto e mantém o cupom', async () => {
    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await page.goto('/?enquete=1');
    for (const name of DESIGNS) await pollCard(page, name).getByRole('heading', { name }).waitFor();
    expect(await page.getByText('Encerra em 7 dias').isVisible()).toBe(true);
    expect(await pollCard(page, 'Favela Venceu').getByText('431 votos').isVisible()).toBe(true);

    await pollCard(page, 'Favela Venceu').getByRole('button', { name: 'Votar' }).click();
    const form = page.getByRole('dialog', { name: 'Confirme seu voto' });
    await form.waitFor();
    const cpf = validCpf(123_456_780);
    await fillVoterForm(page, cpf);
    expect(await page.getByLabel('CPF').inputValue()).toBe(maskedCpf(cpf));
    expect(await page.getByLabel('WhatsApp').inputValue()).toBe('+55 (11) 98765-4321');
    await form.getByRole('button', { name: 'Confirmar voto' }).click();

    const done = page.getByRole('dialog', { name: 'Voto confirmado!' });
    await done.waitFor();
    const coupon = (await done.getByTestId('cupom-sorteio').textContent())?.trim() ?? '';
    expect(coupon).toMatch(COUPON);
    expect(await page.evaluate(() => localStorage.getItem('mito_voter_token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(cpf);
    await done.getByRole('button', { name: 'Continuar' }).click();
    await done.waitFor({ state: 'hidden' });

    await page.reload();
    await pollCard(page, 'Favela Venceu').getByText('Seu Voto', { exact: true }).waitFor();
    expect(await page.getByTestId('meu-cupom').textContent()).toBe(coupon);
    expect(await pollCard(page, 'Favela Venceu').getByText(/^\d{1,2},\d%$/).isVisible()).toBe(true);
    expect(await pollCard(page, 'Mito Clássico').getByText('Seu Voto', { exact: true }).count()).toBe(0);

    await pollCard(page, 'Chora Piranha').getByRole('button', { name: 'Mudar voto' }).click();
    const change = page.getByRole('dialog', { name: 'Mudar seu voto?' });
    await change.waitFor();
    expect(await change.getByText(coupon).isVisible()).toBe(true);
    await change.getByRole('button', { name: 'Confirmar mudança' }).click();
    await pollCard(page, 'Chora Piranha').getByText('Seu Voto', { exact: true }).waitFor();

    await page.reload();
    await pollCard(page, 'Chora Piranha').getByText('Seu Voto', { exact: true }).waitFor();
    expect(await pollCard(page, 'Favela Venceu').getByText('Seu Voto', { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('meu-cupom').textContent()).toBe(coupon);

    await page.goto('/meu-cupom');
    await page.getByText('Sorteio aberto').waitFor();
    expect(await page.getByText(coupon).first().isVisible()).toBe(true);
    expect(await page.getByText('Chora Piranha').first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('um CPF inválido mostra "CPF inválido" e não vota', async () => {
    const { page, context } = await newPage(ctx.browser, ctx.site.url, DESKTOP);
    await page.goto('/?enquete=1');
    await pollCard(page, 'Bonde do Mito').getByRole('button', { name: 'Votar' }).click();
    await fillVoterForm(page, '11111111111');
    await page.getByRole('button', { name: 'Confirmar voto' }).click();
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
    await first.page.goto('/?enquete=1');
    await pollCard(first.page, 'Estampa Total').getByRole('button', { name: 'Votar' }).click();
    await fillVoterForm(first.page, cpf);
    await first.page.getByRole('button', { name: 'Confirmar voto' }).click();
    await first.page.getByRole('dialog', { name: 'Voto confirmado!' }).waitFor();
    await first.context.close();

    const second = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await second.page.goto('/?enquete=1');
    await pollCard(second.page, 'Mito Clássico').getByRole('button', { name: 'Votar' }).click();
    await fillVoterForm(second.page, cpf);
    await second.page.getByRole('button', { name: 'Confirmar voto' }).click();
    await second.page.getByText('Seu voto já estava registrado! Aproveite a oferta exclusiva abaixo.').waitFor();
    expect(await second.page.getByRole('dialog', { name: 'Confirme seu voto' }).count()).toBe(0);
    // Knowing the CPF shows nothing of the other person's vote.
    expect(await second.page.getByText('Seu Voto', { exact: true }).count()).toBe(0);
    await second.context.close();
  });

  it('/meu-cupom sem o token: consulta pelo cupom e os 4 últimos dígitos do CPF', async () => {
    const cpf = validCpf(555_666_770);
    const voter = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await voter.page.goto('/?enquete=1');
    await pollCard(voter.page, 'Bonde do Mito').getByRole('button', { name: 'Votar' }).click();
    await fillVoterForm(voter.page, cpf);
    await voter.page.getByRole('button', { name: 'Confirmar voto' }).click();
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
});
