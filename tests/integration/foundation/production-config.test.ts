import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { alwaysPassBotCheck } from '../../../worker/adapters/bot-check/always-pass';
import { signStripePayload } from '../../../worker/adapters/payments/verify-event';
import { createApp } from '../../../worker/app';
import { ConfigError } from '../../../worker/env';
import * as PATHS from '../../../worker/contracts/paths';
import { silentLogger } from '../../../worker/lib/logger';
import { orderInput } from '../../factories/orders';
import { TEST_ARTIST_PASSWORD_HASH, TEST_VAPID_PRIVATE_KEY, TEST_VAPID_PUBLIC_KEY } from '../../setup/test-config';
import { createTestDeps } from '../../setup/test-deps';
import { startTempSite } from '../../setup/temp-site';

/** Every secret production needs, as an operator would set them (test values). */
const PRODUCTION = {
  APP_ENV: 'production',
  APP_URL: 'https://mito.example',
  CPF_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
  CPF_HMAC_KEY: Buffer.alloc(32, 4).toString('base64'),
  SESSION_SECRET: 'production-test-session-secret-0123456789',
  ARTIST_PASSWORD_HASH: TEST_ARTIST_PASSWORD_HASH,
  STRIPE_SECRET_KEY: 'sk_test_never_called',
  STRIPE_WEBHOOK_SECRET: 'whsec_production_test_secret',
  TURNSTILE_SITE_KEY: '0x4AAAAAAAproductionSite',
  TURNSTILE_SECRET_KEY: '0x4AAAAAAAproductionSecret',
  RESEND_API_KEY: 're_test_never_called',
  VAPID_PUBLIC_KEY: TEST_VAPID_PUBLIC_KEY,
  VAPID_PRIVATE_KEY: TEST_VAPID_PRIVATE_KEY,
  SERVE_WEB: 'none',
};

describe('production start-up without a secret', () => {
  for (const missing of [
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_SECRET_KEY',
    'APP_URL',
    'SESSION_SECRET',
    'TURNSTILE_SITE_KEY',
    'TURNSTILE_SECRET_KEY',
    'RESEND_API_KEY',
    'VAPID_PUBLIC_KEY',
    'VAPID_PRIVATE_KEY',
  ] as const) {
    it(`stops with a message naming ${missing}`, async () => {
      const env: Record<string, string> = { ...PRODUCTION };
      delete env[missing];
      const started = startTempSite(env, silentLogger);
      await expect(started).rejects.toBeInstanceOf(ConfigError);
      await expect(started).rejects.toThrow(new RegExp(`${missing}: `));
    });
  }
});

describe('the Node entry in production', () => {
  let site: Awaited<ReturnType<typeof startTempSite>>;
  beforeAll(async () => {
    site = await startTempSite(PRODUCTION, silentLogger);
    // Tests never call Cloudflare: production's Turnstile adapter is replaced by the local one (tested against a stand-in in tests/integration/bot-check).
    site.deps.botCheck = alwaysPassBotCheck();
  });
  afterAll(() => site.close());

  const webhook = (payload: string, signature: string) =>
    fetch(`${site.url}${PATHS.paymentWebhook}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });

  it('mounts no payment simulator: its pages and actions are 404', async () => {
    expect(site.simulator).toBeUndefined();
    expect((await fetch(`${site.url}${PATHS.paymentSimulator}/cs_local_abc`)).status).toBe(404);
    const post = await fetch(`${site.url}${PATHS.paymentSimulator}/cs_local_abc`, {
      method: 'POST',
      headers: { origin: PRODUCTION.APP_URL },
      body: new URLSearchParams({ action: 'card' }),
    });
    expect(post.status).toBe(404);
  });

  it('refuses a "paid" event signed the way the simulator signs it, and the order stays unpaid', async () => {
    const created = await fetch(`${site.url}/trpc/orders.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PRODUCTION.APP_URL },
      body: JSON.stringify(orderInput()),
    });
    expect(created.status).toBe(200);
    const { orderId } = ((await created.json()) as { result: { data: { orderId: string } } }).result.data;
    const now = Math.floor(Date.now() / 1000);
    const payload = JSON.stringify({
      id: 'evt_local_forged',
      object: 'event',
      type: 'checkout.session.completed',
      created: now,
      data: {
        object: {
          id: 'cs_local_forged',
          object: 'checkout.session',
          client_reference_id: orderId,
          metadata: { order_id: orderId },
          payment_status: 'paid',
          payment_method_types: ['card'],
        },
      },
    });
    // The old public fallback secret, and a development-style generated one.
    for (const secret of ['whsec_local_unset', 'whsec_local_0123456789abcdef']) {
      const res = await webhook(payload, await signStripePayload(payload, secret, now));
      expect(res.status).toBe(400);
    }
    const row = await site.deps.db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)).get();
    expect(row?.paymentStatus).toBe('pending');
    // The production secret is what a genuine Stripe event is signed with.
    expect((await webhook(payload, await signStripePayload(payload, PRODUCTION.STRIPE_WEBHOOK_SECRET, now))).status).toBe(200);
  });
});

describe('the simulator mount itself', () => {
  it('answers 404 in production even when an entry mounts it by mistake', async () => {
    const t = await createTestDeps();
    try {
      // A simulator built outside production, handed to an app whose configuration says production.
      const production = { ...t.deps, config: { ...t.deps.config, APP_ENV: 'production' as const } };
      const simulator = t.simulator!;
      const app = createApp(production, { clientIp: () => '127.0.0.1', mounts: { paymentSimulator: simulator } });
      const session = await simulator.payments.createCheckout({
        orderId: 'o1',
        orderCode: 'MITO-1',
        customerEmail: 'fa@exemplo.com',
        lineItems: [{ name: 'Camiseta', unitAmount: 8990, quantity: 1 }],
        successUrl: 'https://mito.example/ok',
        cancelUrl: 'https://mito.example/volta',
        methods: ['card'],
        expiresAt: new Date(t.clock.now().getTime() + 3_600_000),
      });
      expect((await app.request(`http://localhost${session.url}`)).status).toBe(404);
      const res = await app.request(`http://localhost${session.url}`, {
        method: 'POST',
        headers: { origin: 'http://localhost:3000' },
        body: new URLSearchParams({ action: 'card' }),
      });
      expect(res.status).toBe(404);
      expect(simulator.sessions.get(session.sessionId)?.status).toBe('open');
    } finally {
      t.cleanup();
    }
  });
});
