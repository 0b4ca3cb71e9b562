import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT, notificationsChannel } from '../../worker/contracts/notifications';
import { makeSubscriber } from '../factories/sessions';
import { signedIn } from './chat-steps';
import { DESKTOP, MOBILE, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
// Until the page has loaded and subscribed: slow on a loaded machine.
const POLL = { timeout: 30_000, interval: 500 };

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function clearOf(toast: Locator, buttons: Locator) {
  const box = (await toast.boundingBox())!;
  for (const b of await buttons.all()) {
    const other = await b.boundingBox();
    if (other) expect(overlaps(box, other), `toast covers '${await b.textContent()}'`).toBe(false);
  }
}

/** Published again until the page has subscribed (an event before that reaches nobody, as on Ably); the toast's id keeps it one. */
async function untilShown(page: Page, userId: string, id: string, title: string) {
  const publish = () =>
    ctx.site.deps.realtime.publish(notificationsChannel(userId), NOTIFICATION_EVENT, { id, title, message: 'no seu post' });
  await expect
    .poll(async () => {
      await publish();
      return page.getByText(title).count();
    }, POLL)
    .toBeGreaterThan(0);
}

describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('avisos agrupados no %s', (label, viewport) => {
  it("três avisos juntos são um só, '3 novas notificações', e nenhum cobre os botões de um diálogo", async () => {
    const ana = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const { page, context, errors } = await signedIn(ctx, ana.token, viewport);
    await page.goto('/messages');
    await untilShown(page, ana.userId, 'g1', 'Leo reagiu ao seu post');
    for (const [id, title] of [
      ['g2', 'Bia comentou no seu post'],
      ['g3', 'Caio começou a seguir você'],
    ]) {
      await ctx.site.deps.realtime.publish(notificationsChannel(ana.userId), NOTIFICATION_EVENT, { id, title, message: 'agora' });
    }
    await page.getByText('3 novas notificações').waitFor();
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), POLL).toBe(1);
    await page.screenshot({ path: `/tmp/shots-live/avisos-agrupados-${label}.png` });

    // A dialog open: the next toast shows inside it, clear of its buttons.
    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), POLL).toBe(0);
    await page.getByRole('button', { name: 'Nova conversa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova conversa' });
    await dialog.waitFor();
    await untilShown(page, ana.userId, 'g4', 'Duda reagiu ao seu post');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Duda reagiu' });
    // The toast's own buttons are inside the dialog too (the toaster renders there).
    await clearOf(toast, dialog.locator('button:not([data-sonner-toast] *)'));
    await page.screenshot({ path: `/tmp/shots-live/aviso-no-dialogo-${label}.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
