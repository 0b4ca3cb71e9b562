import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeMember, makeSubscriber } from '../factories/sessions';
import { signedIn } from './chat-steps';
import { DESKTOP, MOBILE, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.E2E_SHOTS_DIR;

const bubbles = (page: Page) => page.getByTestId('message');

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('mensagens no %s', (label, viewport) => {
  it('A começa uma conversa com B e os dois trocam mensagens ao vivo, sem recarregar', async () => {
    const a = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const b = await makeMember(ctx.site.deps);
    const pa = await signedIn(ctx, a.token, viewport);
    const pb = await signedIn(ctx, b.token, viewport);

    await pb.page.goto('/messages');
    await pb.page.getByText('Nenhuma conversa ainda.').waitFor();
    await pa.page.goto('/messages');
    await pa.page.getByText('Nenhuma conversa ainda.').waitFor();
    if (viewport === DESKTOP) await pa.page.getByText('Selecione uma conversa').waitFor();
    // Both pages hold a hub socket: what follows arrives live, not by the fallback polling.
    for (const p of [pa.page, pb.page]) await p.locator('[data-realtime="live"]').waitFor();

    await pa.page.getByRole('button', { name: 'Nova conversa' }).click();
    await pa.page.getByLabel('Membro(s)').fill(`@${b.username}`);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await pa.page.screenshot({ path: `${SHOTS}/messages-${label}-dialog.png` });
    }
    await pa.page.getByRole('button', { name: 'Iniciar conversa' }).click();
    await pa.page.getByRole('heading', { name: b.username }).waitFor();

    const box = pa.page.getByRole('textbox', { name: 'Mensagem' });
    await box.fill('Salve, B!');
    await box.press('Enter');
    await bubbles(pa.page).filter({ hasText: 'Salve, B!' }).waitFor();
    await expect.poll(() => box.inputValue(), { timeout: 15_000 }).toBe('');

    // B's list gets the new conversation and its last message live.
    await pb.page.getByRole('button', { name: new RegExp(`${a.username}.*Salve, B!`) }).click();
    await bubbles(pb.page).filter({ hasText: 'Salve, B!' }).waitFor();
    // Both have the direct chat open: each sees the other 'Online'.
    await pb.page.getByTestId('presence').filter({ hasText: 'Online' }).waitFor();
    await pa.page.getByTestId('presence').filter({ hasText: 'Online' }).waitFor();
    const reply = pb.page.getByRole('textbox', { name: 'Mensagem' });
    await reply.fill('Fala, A!');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('Bora pro baile');
    await reply.press('Enter');
    await bubbles(pa.page).filter({ hasText: 'Bora pro baile' }).waitFor();
    expect(await bubbles(pa.page).filter({ hasText: 'Bora pro baile' }).innerText()).toContain('Fala, A!\nBora pro baile');

    // Own messages on the right, the other's on the left; each message once on both sides.
    await box.fill('Até mais');
    await box.press('Enter');
    await bubbles(pb.page).filter({ hasText: 'Até mais' }).waitFor();
    await expect.poll(() => bubbles(pa.page).count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => bubbles(pb.page).count(), { timeout: 15_000 }).toBe(3);
    const mine = await bubbles(pa.page).filter({ hasText: 'Até mais' }).boundingBox();
    const theirs = await bubbles(pa.page).filter({ hasText: 'Bora pro baile' }).boundingBox();
    expect(mine!.x).toBeGreaterThan(theirs!.x);

    if (viewport === MOBILE) {
      expect(await pa.page.getByPlaceholder('Buscar conversas...').isVisible()).toBe(false);
      await pa.page.getByRole('button', { name: 'Voltar para conversas' }).click();
      await pa.page.getByPlaceholder('Buscar conversas...').waitFor();
    }
    if (SHOTS) {
      await pa.page.screenshot({ path: `${SHOTS}/messages-${label}-a.png` });
      await pb.page.screenshot({ path: `${SHOTS}/messages-${label}-b.png` });
    }
    expect([...pa.errors, ...pb.errors]).toEqual([]);
    // A closes the page: B sees 'Offline' without reloading.
    await pa.context.close();
    await pb.page.getByTestId('presence').filter({ hasText: 'Offline' }).waitFor();
    // B reloads: the chat stays open (its address), with every message once.
    await pb.page.reload();
    await pb.page.getByRole('heading', { name: a.username }).waitFor();
    await bubbles(pb.page).filter({ hasText: 'Até mais' }).waitFor();
    expect(await bubbles(pb.page).count()).toBe(3);
    await pb.page
      .getByTestId('presence')
      .filter({ hasText: /Offline.*visto por último/ })
      .waitFor();
    await pb.context.close();
  });
});
