import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signStripePayload } from '../../worker/adapters/payments/verify-event';
import { buildWorkerDeps } from '../../worker/cloudflare/build-deps';
import worker from '../../worker/entry.workers';
import { silentLogger } from '../../worker/lib/logger';
import { TEST_VAPID_PRIVATE_KEY, TEST_VAPID_PUBLIC_KEY } from '../setup/test-config';

// What the runtime hands the Worker; built by hand to call it with a different env.
const incoming = (url: string) => new Request(url) as Parameters<typeof worker.fetch>[0];
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
const checkoutInput = {
  orderId: 'o1',
  orderCode: 'MITO-1',
  customerEmail: 'fa@example.com',
  lineItems: [{ name: 'Camiseta', unitAmount: 8990, quantity: 1 }],
  successUrl: 'https://mito.example/ok',
  cancelUrl: 'https://mito.example/cancel',
  methods: ['card' as const],
  expiresAt: new Date(Date.now() + 3_600_000),
};

afterEach(() => vi.restoreAllMocks());

describe('without Stripe, Ably or Upstash keys', () => {
  it('starts and serves instead of crashing', async () => {
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    const res = await exports.default.fetch(new Request('https://mito.example/health'));
    expect(res.status).toBe(200);
  });

  it('lists what is degraded and uses honest stand-ins', async () => {
    const { deps, degraded } = await buildWorkerDeps(env, silentLogger);
    expect(degraded.join('\n')).toMatch(/STRIPE_SECRET_KEY.*local payment simulator/);
    expect(degraded.join('\n')).toMatch(/ABLY_API_KEY.*realtime is off/);
    expect(degraded.join('\n')).toMatch(/UPSTASH_REDIS_REST_URL.*in memory/);
    expect(degraded.join('\n')).toMatch(/RESEND_API_KEY.*\/dev\/emails/);
    expect(await deps.mail.outbox()).toEqual([]);
    // Outside production (APP_ENV=test here) a purchase goes to the local simulator (tests/workers/payment-simulator.test.ts).
    await expect(deps.payments.createCheckout(checkoutInput)).resolves.toMatchObject({
      url: expect.stringMatching(/^\/api\/payment-simulator\/cs_local_/),
    });
    await expect(deps.payments.verifyEvent('{}', 't=1,v1=abc')).rejects.toThrow();
    // Production does not start without its Stripe keys (tests/workers/production-config.test.ts), and never has a simulator.
    await expect(buildWorkerDeps({ ...env, APP_ENV: 'production' }, silentLogger)).rejects.toThrow(/STRIPE_SECRET_KEY/);
    const production = await buildWorkerDeps(
      {
        ...env,
        APP_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_test_workers',
        STRIPE_WEBHOOK_SECRET: 'whsec_workers_prod',
        TURNSTILE_SITE_KEY: '0x4AAAAAAAworkersSite',
        TURNSTILE_SECRET_KEY: '0x4AAAAAAAworkersSecret',
        RESEND_API_KEY: 're_workers_prod',
        VAPID_PUBLIC_KEY: TEST_VAPID_PUBLIC_KEY,
        VAPID_PRIVATE_KEY: TEST_VAPID_PRIVATE_KEY,
      },
      silentLogger,
    );
    expect(production.simulator).toBeUndefined();
    await expect(deps.realtime.grant('u1', { 'chat:*': ['subscribe'] })).rejects.toMatchObject({
      code: 'REALTIME_UNAVAILABLE',
      message: expect.stringContaining('Realtime indisponível'),
    });
    await expect(deps.realtime.publish('chat:1', 'message', { id: 1 })).resolves.toBeUndefined();
    await expect(deps.realtime.presence('chat:1')).resolves.toEqual([]);
    const rule = { max: 2, windowSeconds: 60 };
    const decisions = [];
    for (let i = 0; i < 3; i++) decisions.push((await deps.rateLimiter.limit('ip:1', rule, { onStoreDown: 'closed' })).allowed);
    expect(decisions).toEqual([true, true, false]);
  });
});

describe('without Stripe keys outside production (wrangler dev)', () => {
  it('the local payment simulator plays Stripe, and its pages are served by the Worker', async () => {
    const { deps, degraded, simulator } = await buildWorkerDeps(env, silentLogger);
    expect(env.APP_ENV).not.toBe('production');
    expect(simulator).toBeDefined();
    expect(degraded.join('\n')).toMatch(/STRIPE_SECRET_KEY.*local payment simulator/);
    const { url } = await deps.payments.createSubscriptionCheckout({
      userId: 'u1',
      tierId: 'tier_prata',
      tierName: 'Prata',
      unitAmount: 3990,
      priceId: null,
      customerId: null,
      customerEmail: 'fa@example.com',
      trialDays: 30,
      successUrl: 'https://mito.example/meu-plano?assinatura=ok',
      cancelUrl: 'https://mito.example/pricing',
    });
    expect(url).toMatch(/^\/api\/payment-simulator\/assinatura\/cs_local_sub_/);

    const page = await worker.fetch(incoming('https://mito.example/api/payment-simulator/assinatura/cs_local_sub_desconhecida'), env, ctx);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Sessão de assinatura não encontrada');
    // Production never has the simulator.
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
    const prod = await worker.fetch(
      incoming('https://mito.example/api/payment-simulator/assinatura/cs_local_sub_desconhecida'),
      production,
      ctx,
    );
    expect(prod.status).toBe(404);
    expect(await prod.text()).not.toContain('Simulador');
  });
});

describe('with Stripe and Ably keys', () => {
  it('uses Stripe to verify webhooks and Ably to sign token requests, offline, inside workerd', async () => {
    const keyed = {
      ...env,
      STRIPE_SECRET_KEY: 'sk_test_workers',
      STRIPE_WEBHOOK_SECRET: 'whsec_workers_test',
      ABLY_API_KEY: 'appid.keyid:keysecret',
    };
    const { deps, degraded } = await buildWorkerDeps(keyed, silentLogger);
    expect(degraded.join('\n')).not.toMatch(/STRIPE|ABLY/);

    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1', client_reference_id: 'o1', payment_status: 'paid' } },
    });
    const event = await deps.payments.verifyEvent(payload, await signStripePayload(payload, 'whsec_workers_test'));
    expect(event).toMatchObject({ type: 'checkout.session.completed', orderId: 'o1', paymentStatus: 'paid' });

    const grant = await deps.realtime.grant('member-1', { 'chat:c1': ['subscribe', 'publish', 'presence'] });
    expect(grant.kind).toBe('ably');
    const tokenRequest = (grant as { tokenRequest: Record<string, unknown> }).tokenRequest;
    expect(tokenRequest).toMatchObject({ keyName: 'appid.keyid', clientId: 'member-1', mac: expect.any(String) });
    const capability = JSON.parse(tokenRequest.capability as string) as Record<string, string[]>;
    expect(Object.keys(capability)).toEqual(['chat:c1']);
    expect(capability['chat:c1']!.sort()).toEqual(['presence', 'publish', 'subscribe']);
  });
});

describe('a malformed configuration', () => {
  it('answers 500 with a generic message and logs the variable name, not its value', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { ...env, CPF_HMAC_KEY: 'não é base64!' };
    const res = await worker.fetch(incoming('https://mito.example/health'), broken, ctx);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { message: 'Algo deu errado. Tente novamente em alguns minutos.', code: 'INTERNAL' } });
    const logged = errors.mock.calls.map((c) => String(c[0])).join('\n');
    expect(logged).toContain('CPF_HMAC_KEY');
    expect(logged).not.toContain('não é base64');
  });

  it('names a missing database URL', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { TURSO_DATABASE_URL: _omit, ...withoutDb } = env;
    const res = await worker.fetch(incoming('https://mito.example/trpc/billing.tiers'), withoutDb as typeof env, ctx);
    expect(res.status).toBe(500);
    expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toContain('TURSO_DATABASE_URL');
  });
});
