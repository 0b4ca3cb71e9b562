import { env, exports } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../worker/entry.workers';
import { orderInput, PRODUCT } from '../factories/orders';
import { TEST_VAPID_PRIVATE_KEY, TEST_VAPID_PUBLIC_KEY } from '../setup/test-config';

// The Worker without Stripe keys outside production (APP_ENV=test here): the local payment simulator.
const SITE = 'https://mito.example';
const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`${SITE}${path}`, init));
const mutation = async <T>(path: string, input: unknown) => {
  const res = await call(`/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE },
    body: JSON.stringify(input),
  });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
};
// orders.confirmation's input (the order code) is a bearer secret: read as POST, as the web does.
const query = async <T>(path: string, input: unknown) => {
  const res = await call(`/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE },
    body: JSON.stringify(input),
  });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
};
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;

describe('purchase under the Worker without Stripe keys', () => {
  it('create order → start payment → simulator page → card → confirmation paid', async () => {
    const order = await mutation<{ orderId: string }>(
      'orders.create',
      orderInput([{ productId: PRODUCT.design2, size: 'G', quantity: 1 }], { email: 'worker@teste.local' }),
    );
    const { url } = await mutation<{ url: string }>('orders.startPayment', { orderId: order.orderId });
    expect(url).toMatch(/^\/api\/payment-simulator\/cs_local_/);

    const page = await call(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Simulador de pagamento local');
    expect(html).toContain('Pagar com cartão');

    const paid = await call(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      body: 'action=card',
    });
    expect(paid.status).toBe(303);
    const location = paid.headers.get('location') ?? '';
    expect(location).toMatch(/^https:\/\/mito\.example\/pedido\/confirmacao\/MITO-/);
    const orderCode = decodeURIComponent(location.split('/').pop()!);
    expect(await query<{ status: string }>('orders.confirmation', { orderCode })).toMatchObject({ status: 'paid' });
  });

  it('Boleto: pending first, then paid when the simulated bank confirms (kept alive by waitUntil)', { timeout: 20_000 }, async () => {
    const order = await mutation<{ orderId: string }>(
      'orders.create',
      orderInput([{ productId: PRODUCT.design1, size: 'M', quantity: 1 }], { email: 'boleto@teste.local' }),
    );
    const { url } = await mutation<{ url: string }>('orders.startPayment', { orderId: order.orderId });
    const res = await call(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      body: 'action=boleto',
    });
    expect(res.status).toBe(303);
    const orderCode = decodeURIComponent((res.headers.get('location') ?? '').split('/').pop()!);
    const status = async () => (await query<{ status: string }>('orders.confirmation', { orderCode })).status;
    expect(await status()).toBe('pending');
    await expect.poll(status, { timeout: 15_000, interval: 250 }).toBe('paid');
  });

  it('a form post from another site to the simulator is refused', async () => {
    const order = await mutation<{ orderId: string }>('orders.create', orderInput());
    const { url } = await mutation<{ url: string }>('orders.startPayment', { orderId: order.orderId });
    const res = await call(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'action=card',
    });
    expect(res.status).toBe(403);
  });
});

describe('the simulator never runs in production', () => {
  it('APP_ENV=production (with its Stripe keys, which production requires): no simulator route', async () => {
    const production = {
      ...env,
      APP_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_test_workers',
      STRIPE_WEBHOOK_SECRET: 'whsec_workers_prod',
      TURNSTILE_SITE_KEY: '0x4AAAAAAAworkersSite',
      TURNSTILE_SECRET_KEY: '0x4AAAAAAAworkersSecret',
      RESEND_API_KEY: 're_workers_prod',
      VAPID_PUBLIC_KEY: TEST_VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: TEST_VAPID_PRIVATE_KEY,
    };
    const page = await worker.fetch(
      new Request(`${SITE}/api/payment-simulator/cs_local_x`) as Parameters<typeof worker.fetch>[0],
      production,
      ctx,
    );
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ error: { message: 'Não encontrado', code: 'NOT_FOUND' } });
    const outside = await call('/api/payment-simulator/cs_local_x');
    expect(await outside.text()).toContain('Sessão de pagamento não encontrada');
  });

  it('APP_ENV=production without APP_URL does not start, and the log names APP_URL', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { APP_URL: _omit, ...rest } = env;
    const res = await worker.fetch(
      new Request(`${SITE}/health`) as Parameters<typeof worker.fetch>[0],
      { ...rest, APP_ENV: 'production' } as typeof env,
      ctx,
    );
    expect(res.status).toBe(500);
    expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toContain('APP_URL');
    errors.mockRestore();
  });
});
