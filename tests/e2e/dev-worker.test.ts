import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderInput, PRODUCT } from '../factories/orders';
import { validCpf } from '../factories/voters';
import { fanVotesAndChangesVote } from './fan-journey';
import { expectLandingCarriesTally } from './landing-tally-steps';
import { DESKTOP, releaseBrowser, workerBrowser, MOBILE, newPage } from './harness';
import { signedInCookie, spawnScript } from './spawned-site';

/**
 * `npm run dev:worker` as a developer runs it: the real Workers entry under
 * `wrangler dev` (workerd), its database behind the local Hrana endpoint, no
 * Stripe, Ably or Upstash keys. The fan's journey in Chromium, then a purchase
 * through the local payment simulator over HTTP.
 */
let site: Awaited<ReturnType<typeof spawnScript>>;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([spawnScript('dev:worker'), workerBrowser()]);
}, 150_000);
afterAll(async () => {
  await releaseBrowser(browser);
  await site?.close();
});

const mutation = async <T>(path: string, input: unknown) => {
  const res = await fetch(`${site.url}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify(input),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
};

describe('npm run dev:worker (wrangler dev, workerd)', () => {
  it('a fan votes, gets the coupon, reloads, sees "Seu Voto" and changes the vote', { timeout: 120_000 }, async () => {
    await fanVotesAndChangesVote(browser, site.url, validCpf(700_100_400));
  });

  it('/ reaches the Worker past the asset layer (run_worker_first) and carries the last tally', async () => {
    await expectLandingCarriesTally(site.url);
  });

  it('without Stripe keys a purchase completes through the local payment simulator', { timeout: 60_000 }, async () => {
    const order = await mutation<{ orderId: string }>(
      'orders.create',
      orderInput([{ productId: PRODUCT.bonde, size: 'GG', quantity: 2 }], { email: 'dev-worker@teste.local' }),
    );
    const { url } = await mutation<{ url: string }>('orders.startPayment', { orderId: order.orderId });
    expect(url).toMatch(/^\/api\/payment-simulator\/cs_local_/);

    const page = await fetch(`${site.url}${url}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pagar com cartão');

    const paid = await fetch(`${site.url}${url}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
      body: 'action=card',
    });
    expect(paid.status).toBe(303);
    const location = paid.headers.get('location') ?? '';
    expect(location.startsWith(`${site.url}/pedido/confirmacao/MITO-`)).toBe(true);
    const orderCode = decodeURIComponent(location.split('/').pop()!);
    // The order code is a bearer secret: read as POST, as the web does.
    const confirmation = await fetch(`${site.url}/trpc/orders.confirmation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ orderCode }),
    });
    expect(((await confirmation.json()) as { result: { data: { status: string } } }).result.data.status).toBe('paid');

    // The Worker's start-up notice says what happens to payments.
    expect(site.output()).toContain('local payment simulator');
  });

  it('refuses a mutation from another origin', async () => {
    const res = await fetch(`${site.url}/trpc/poll.vote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('without an Ably key the messages page says it polls, and a message still reaches the other member', { timeout: 90_000 }, async () => {
    // The demo members (seeded by dev:worker) Ana and Léo share a conversation.
    const open = async (email: string, viewport: typeof MOBILE) => {
      const opened = await newPage(browser, site.url, viewport);
      await opened.context.addCookies([await signedInCookie(site.url, email, 'mito1234')]);
      await opened.page.goto('/messages');
      await opened.page.getByText('Atualização ao vivo indisponível: as conversas são atualizadas a cada 5 segundos.').waitFor();
      expect(await opened.page.locator('[data-realtime="polling"]').count()).toBe(1);
      await opened.page.getByRole('button', { name: /Bora! Já comprei a camiseta/ }).click();
      return opened;
    };
    const ana = await open('ana@demo.local', MOBILE);
    const leo = await open('leo@demo.local', DESKTOP);
    const box = ana.page.getByRole('textbox', { name: 'Mensagem' });
    await box.fill('Chegou pelo polling?');
    await box.press('Enter');
    // No reload: Léo's open chat polls and shows it.
    await leo.page.getByTestId('message').filter({ hasText: 'Chegou pelo polling?' }).waitFor({ timeout: 20_000 });
    expect([...ana.errors, ...leo.errors]).toEqual([]);
    await ana.context.close();
    await leo.context.close();
  });

  it('stopping it stops wrangler, workerd and the Hrana endpoint', async () => {
    await site.close();
    expect(site.running()).toBe(false);
    expect(site.started()).toEqual(expect.arrayContaining([expect.stringContaining('wrangler'), expect.stringContaining('workerd')]));
  });
});
