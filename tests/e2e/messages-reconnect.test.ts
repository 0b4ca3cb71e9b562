import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MEMBER_COOKIE } from '../../worker/lib/cookies';
import { makeMember, makeSubscriber } from '../factories/sessions';
import { DESKTOP, newPage, useSiteAndBrowser } from './harness';

const ctx = useSiteAndBrowser();

/** A's side over HTTP, as the web app calls it. */
const mutate = async <T>(path: string, cookie: string, input: unknown) => {
  const res = await fetch(`${ctx.site.url}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ctx.site.url, cookie: `${MEMBER_COOKIE}=${cookie}` },
    body: JSON.stringify(input),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
};

describe('mensagens depois de uma queda da conexão ao vivo', () => {
  it('B perde a conexão, A escreve nesse meio tempo, e ao reconectar B vê cada mensagem uma vez', async () => {
    const a = await makeSubscriber(ctx.site.deps, 'tier_bronze');
    const b = await makeMember(ctx.site.deps);
    const { id } = await mutate<{ id: string }>('messages.start', a.token, { usernames: [b.username] });
    await mutate('messages.send', a.token, { conversationId: id, content: 'Primeira' });

    const { page, context, errors } = await newPage(ctx.browser, ctx.site.url, DESKTOP);
    await context.addCookies([{ name: MEMBER_COOKIE, value: b.token, url: ctx.site.url }]);
    // The hub socket passes through Playwright, so the test can cut it and refuse reconnects for a while.
    let blocked = false;
    let current: WebSocketRoute | undefined;
    await page.routeWebSocket(/\/api\/realtime\/socket/, (ws) => {
      if (blocked) return void ws.close({ code: 1006 });
      current = ws;
      ws.connectToServer();
    });
    await page.goto('/messages');
    await page.locator('[data-realtime="live"]').waitFor();
    await page.getByRole('button', { name: new RegExp(`${a.username}.*Primeira`) }).click();
    const bubbles = page.getByTestId('message');
    await bubbles.filter({ hasText: 'Primeira' }).waitFor();

    blocked = true;
    await current!.close({ code: 1006 });
    await page.locator('[data-realtime="polling"]').waitFor();
    await mutate('messages.send', a.token, { conversationId: id, content: 'Enquanto você estava fora' });
    blocked = false;
    // The page reconnects on its own (backing off), refetches, and shows what it missed.
    await page.locator('[data-realtime="live"]').waitFor({ timeout: 30_000 });
    await bubbles.filter({ hasText: 'Enquanto você estava fora' }).waitFor();
    await mutate('messages.send', a.token, { conversationId: id, content: 'De volta ao vivo' });
    await bubbles.filter({ hasText: 'De volta ao vivo' }).waitFor();
    await expect
      .poll(() => bubbles.allInnerTexts(), { timeout: 15_000 })
      .toEqual([
        expect.stringContaining('Primeira'),
        expect.stringContaining('Enquanto você estava fora'),
        expect.stringContaining('De volta ao vivo'),
      ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
