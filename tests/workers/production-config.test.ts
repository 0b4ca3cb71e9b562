import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { buildWorkerDeps } from '../../worker/cloudflare/build-deps';
import worker from '../../worker/entry.workers';
import { ConfigError } from '../../worker/env';
import { silentLogger } from '../../worker/lib/logger';
import { TEST_VAPID_PRIVATE_KEY, TEST_VAPID_PUBLIC_KEY } from '../setup/test-config';

const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;

describe('the Workers entry in production', () => {
  it('refuses to build without the Stripe secrets, naming them', async () => {
    const production = { ...env, APP_ENV: 'production' };
    const built = buildWorkerDeps(production, silentLogger);
    await expect(built).rejects.toBeInstanceOf(ConfigError);
    await expect(built).rejects.toThrow(/STRIPE_SECRET_KEY: required in production/);
    await expect(built).rejects.toThrow(/STRIPE_WEBHOOK_SECRET: required in production/);
    await expect(built).rejects.toThrow(/TURNSTILE_SECRET_KEY: required in production/);
    await expect(built).rejects.toThrow(/RESEND_API_KEY: required in production/);
    await expect(built).rejects.toThrow(/VAPID_PRIVATE_KEY: required in production/);
  });

  it('serves nothing (no simulator, no webhook) while the configuration is incomplete', async () => {
    const production = { ...env, APP_ENV: 'production' };
    for (const path of ['/api/payment-simulator/cs_local_x', '/health']) {
      const res = await worker.fetch(new Request(`https://mito.example${path}`) as Parameters<typeof worker.fetch>[0], production, ctx);
      expect(res.status).toBe(500);
      expect(await res.text()).not.toMatch(/STRIPE|whsec|sk_/);
    }
  });

  it('builds with every production secret set, with Stripe as the payment provider and Resend as the mailer', async () => {
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
    const { deps, degraded } = await buildWorkerDeps(production, silentLogger);
    expect(degraded.join('\n')).not.toMatch(/STRIPE|TURNSTILE|RESEND|VAPID/);
    expect(deps.push.publicKey).toBe(TEST_VAPID_PUBLIC_KEY);
    // A provider keeps no outbox: /dev/emails would have nothing to list, and is not mounted anyway.
    expect(deps.mail.outbox()).toBeNull();
  });

  it('/dev/emails lists the isolate outbox outside production and is a 404 in production', async () => {
    const call = (bindings: typeof env) =>
      worker.fetch(new Request('https://mito.example/dev/emails') as Parameters<typeof worker.fetch>[0], bindings, ctx);
    const dev = await call(env);
    expect(dev.status).toBe(200);
    expect(await dev.text()).toContain('E-mails enviados');
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
    const refused = await call(production);
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain('E-mails enviados');
  });
});
