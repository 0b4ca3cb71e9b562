import { describe, expect, it } from 'vitest';
import { startConversation } from '../../worker/services/messages/start-conversation';
import { sendMessage } from '../../worker/services/messages/send-message';
import { makeSubscriber } from '../factories/sessions';
import { signedIn } from './chat-steps';
import { DESKTOP, MOBILE, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
// Until both pages have loaded and subscribed: slow on a loaded machine.
const POLL = { timeout: 30_000, interval: 500 };

/**
 * Bruno writes to Ana while she is on the feed: 'Mensagens' shows 1 and a toast says so. She opens
 * the chat from the toast; the badge is gone. With that chat open, its messages make no toast, and
 * another chat's toast stays above her input.
 */
describe.each([
  ['celular', MOBILE],
  ['computador', DESKTOP],
] as const)('mensagens não lidas no %s', (label, viewport) => {
  it('o Bruno escreve, a Ana vê o número e o aviso no feed, abre a conversa e o número some', async () => {
    const deps = ctx.site.deps;
    const ana = await makeSubscriber(deps, 'tier_bronze');
    const bruno = await makeSubscriber(deps, 'tier_bronze');
    const caio = await makeSubscriber(deps, 'tier_bronze');
    const { id } = await startConversation(deps, { userId: bruno.userId, usernames: [ana.username] });
    const { id: withCaio } = await startConversation(deps, { userId: caio.userId, usernames: [ana.username] });
    const pa = await signedIn(ctx, ana.token, viewport);
    const pb = await signedIn(ctx, bruno.token, viewport);
    await pa.page.goto('/feed');
    const badge = pa.page.getByRole('link', { name: /Mensagens/ }).getByTestId('unread-messages');
    await pa.page.getByRole('link', { name: /Mensagens/ }).waitFor();
    expect(await badge.count()).toBe(0);

    // Bruno, in his own browser, writes until Ana's page (once it listens) shows the toast.
    await pb.page.goto(`/messages?conversa=${id}`);
    const input = pb.page.getByPlaceholder('Digite sua mensagem...');
    let sent = 0;
    await expect
      .poll(async () => {
        const seen = await pa.page.getByText('Nova mensagem').count();
        if (!seen) {
          await input.fill(`Oi Ana, bora no ensaio? (${++sent})`);
          await input.press('Enter');
          await pb.page.getByText(`Oi Ana, bora no ensaio? (${sent})`).last().waitFor();
        }
        return seen;
      }, POLL)
      .toBeGreaterThan(0);
    await expect.poll(() => badge.textContent(), POLL).toMatch(/^1/);
    await pa.page.screenshot({ path: `/tmp/shots-live/nao-lidas-feed-${label}.png` });

    // Opening the chat (from the toast) reads it: back on the feed, no badge.
    await pa.page.getByRole('button', { name: 'Abrir conversa' }).click();
    await pa.page.waitForURL(`**/messages?conversa=${id}`);
    await pa.page.getByPlaceholder('Digite sua mensagem...').waitFor();
    await pa.page.getByText(`Oi Ana, bora no ensaio? (${sent})`).last().waitFor();

    // In the open chat, Bruno's next message shows in it and makes no toast; Caio's, in another chat, does.
    await input.fill('Tá aí?');
    await input.press('Enter');
    await pa.page.getByText('Tá aí?').last().waitFor();
    await sendMessage(deps, { userId: caio.userId, conversationId: withCaio, content: 'Sou o Caio, salve!' });
    const toast = pa.page.locator('[data-sonner-toast]').filter({ hasText: 'Sou o Caio' });
    await toast.waitFor();
    expect(await pa.page.locator('[data-sonner-toast]').filter({ hasText: 'Tá aí?' }).count()).toBe(0);
    // The toast sits above the chat's input, never over it.
    const composer = await pa.page
      .locator('form')
      .filter({ has: pa.page.getByPlaceholder('Digite sua mensagem...') })
      .boundingBox();
    // Measured once the toast has slid into place (its entrance is a transition).
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        return box!.y + box!.height <= composer!.y + 0.5;
      })
      .toBe(true);
    await pa.page.screenshot({ path: `/tmp/shots-live/chat-aberto-aviso-${label}.png` });

    await pa.page.goto('/dashboard');
    const card = pa.page.getByRole('link', { name: /Mensagens/ }).first();
    await card.waitFor();
    // Caio's chat is still unread: 1, not 2 — Bruno's was read by opening it.
    await expect.poll(() => card.getByTestId('unread-messages').textContent(), POLL).toMatch(/^1/);
    await pa.page.screenshot({ path: `/tmp/shots-live/nao-lidas-painel-${label}.png` });
    expect(pa.errors).toEqual([]);
    expect(pb.errors).toEqual([]);
    await pa.context.close();
    await pb.context.close();
  });
});
