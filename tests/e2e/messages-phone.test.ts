import { describe, expect, it } from 'vitest';
import { sendMessage } from '../../worker/services/messages/send-message';
import { twoInAChat } from './chat-steps';
import { DESKTOP, MOBILE, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();
const SHOTS = process.env.SHOTS;

describe('mensagens num celular', () => {
  it('cada conversa tem seu endereço: recarregar a mantém, Voltar do aparelho volta à lista; com o teclado aberto a mensagem mais nova fica acima do campo', async () => {
    const { a, b, pa, pb } = await twoInAChat(ctx, MOBILE);
    await pb.context.close();
    const { page, errors } = pa;
    for (let i = 1; i <= 30; i++)
      await sendMessage(ctx.site.deps, {
        userId: b.userId,
        conversationId: (await page.evaluate(() => new URL(location.href).searchParams.get('conversa')))!,
        content: `Mensagem ${i} de B`,
      });
    await page.getByTestId('message').filter({ hasText: 'Mensagem 30 de B' }).waitFor();
    const conversa = new URL(page.url()).searchParams.get('conversa');
    expect(conversa).toBeTruthy();

    // Inside a chat the site header steps aside: the chat's own header is the top of the screen.
    const chatOnTop = () =>
      page.evaluate(() => document.elementFromPoint(window.innerWidth / 2, 8)?.closest('section[aria-label^="Conversa com"]') != null);
    expect(await chatOnTop()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-phone-chat.png` });

    // The keyboard opens: the visible screen shrinks to about 390×480.
    const box = page.getByRole('textbox', { name: 'Mensagem' });
    await box.focus();
    await page.setViewportSize({ width: 390, height: 480 });
    const newest = page.getByTestId('message').filter({ hasText: 'Mensagem 30 de B' });
    await expect
      .poll(async () => {
        const [m, input] = await Promise.all([newest.boundingBox(), box.boundingBox()]);
        return Boolean(m && input && m.y >= 0 && m.y + m.height <= input.y);
      })
      .toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/messages-phone-keyboard.png` });
    await page.setViewportSize(MOBILE);

    // A reload keeps the chat open.
    await page.reload();
    await page.getByRole('heading', { name: b.username }).waitFor();
    expect(new URL(page.url()).searchParams.get('conversa')).toBe(conversa);

    // Back (the phone's) returns to the list, not out of /messages; the chat opens again from the list.
    await page.goto('/feed');
    await page.goto('/messages');
    await page
      .getByRole('button', { name: new RegExp(b.username) })
      .first()
      .click();
    await page.getByRole('heading', { name: b.username }).waitFor();
    expect(new URL(page.url()).searchParams.get('conversa')).toBe(conversa);
    await page.goBack();
    await page.getByRole('button', { name: 'Nova conversa' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/messages');
    expect(new URL(page.url()).search).toBe('');
    // The page's own back arrow does the same.
    await page
      .getByRole('button', { name: new RegExp(b.username) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Voltar para conversas' }).click();
    await page.getByRole('button', { name: 'Nova conversa' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/feed');
    expect(errors).toEqual([]);
    void a;
    await pa.context.close();
  });

  it('no computador, trocar de conversa troca o endereço sem empilhar o histórico', async () => {
    const { b, pa, pb } = await twoInAChat(ctx, DESKTOP);
    await pb.context.close();
    const { page } = pa;
    const first = new URL(page.url()).searchParams.get('conversa');
    expect(first).toBeTruthy();
    await page.getByRole('heading', { name: b.username }).waitFor();
    expect(
      await page.evaluate(
        () => document.elementFromPoint(window.innerWidth / 2, 8)?.closest('section[aria-label^="Conversa com"]') == null,
      ),
    ).toBe(true);
    await pa.context.close();
  });
});
