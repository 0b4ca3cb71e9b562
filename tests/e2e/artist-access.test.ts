import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../worker/services/auth/internal/create-session';
import { artistAccount } from '../factories/benefits';
import { makeSubscriber } from '../factories/sessions';
import { seriousViolationsIn } from './axe-region';
import { signedIn } from './chat-steps';
import { DESKTOP, MOBILE, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => void (SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })));
const OURO_ONLY = 'Acesso direto ao MC Mito é um benefício do plano Ouro.';

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('acesso direto ao MC Mito no %s', (_label, viewport) => {
  it('o membro Ouro fala com o MC Mito, o Prata é recusado, e a caixa do artista separa as conversas Ouro', async () => {
    const ouro = await makeSubscriber(ctx.site.deps, 'tier_ouro');
    const prata = await makeSubscriber(ctx.site.deps, 'tier_prata');
    const po = await signedIn(ctx, ouro.token, viewport);
    const pp = await signedIn(ctx, prata.token, viewport);

    await po.page.goto('/dashboard');
    await po.page.getByRole('button', { name: 'Falar com o MC Mito' }).click();
    await po.page.waitForURL('**/messages?conversa=*');
    await po.page.getByRole('heading', { name: 'MC Mito' }).waitFor();
    const box = po.page.getByRole('textbox', { name: 'Mensagem' });
    const text = `Salve, Mito! (${viewport.width})`;
    await box.fill(text);
    await box.press('Enter');
    await po.page.getByTestId('message').filter({ hasText: text }).waitFor();
    await shot(po.page, `artist-access-ouro-${viewport.width}`);

    // Prata: the card says whose benefit it is, and the server refuses the chat by @username too.
    await pp.page.goto('/dashboard');
    await pp.page.getByText(OURO_ONLY).waitFor();
    expect(await pp.page.getByRole('button', { name: 'Falar com o MC Mito' }).count()).toBe(0);
    expect(await seriousViolationsIn(pp.page, 'section[aria-label="Acesso direto ao MC Mito"]')).toEqual([]);
    await pp.page.goto('/messages');
    await pp.page.getByText(OURO_ONLY).waitFor();
    await pp.page.getByRole('button', { name: 'Nova conversa' }).click();
    await pp.page.getByLabel('Membro(s)').fill('@mcmito');
    await pp.page.getByRole('button', { name: 'Iniciar conversa' }).click();
    await pp.page.getByRole('alert').filter({ hasText: OURO_ONLY }).waitFor();
    await shot(pp.page, `artist-access-prata-${viewport.width}`);

    // The artist's own account: the Ouro member's conversation under 'Ouro'.
    const { userId } = await artistAccount(ctx.site.deps);
    const { token } = await createSession(ctx.site.deps, { userId });
    const pa = await signedIn(ctx, token, viewport);
    await pa.page.goto('/messages');
    const ouroSection = pa.page.getByRole('region', { name: 'Ouro' });
    await ouroSection.getByRole('button', { name: new RegExp(`${ouro.username}.*${text.replace(/[()!]/g, '.')}`) }).waitFor();
    await pa.page.getByRole('region', { name: 'Outras' }).waitFor();
    expect(await pa.page.getByRole('button', { name: 'Falar com o MC Mito' }).count()).toBe(0);
    await shot(pa.page, `artist-access-inbox-${viewport.width}`);
    expect(await seriousViolationsIn(pa.page, 'aside')).toEqual([]);

    expect([...po.errors, ...pp.errors, ...pa.errors]).toEqual([]);
    for (const p of [po, pp, pa]) await p.context.close();
  });
});
