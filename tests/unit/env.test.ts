import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, parseNodeSettings } from '../../worker/env';
import { TEST_VAPID_PRIVATE_KEY, TEST_VAPID_PUBLIC_KEY, testConfig } from '../setup/test-config';

const valid = () => ({
  CPF_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  CPF_HMAC_KEY: Buffer.alloc(32, 2).toString('base64'),
  SESSION_SECRET: 'x'.repeat(32),
  ARTIST_PASSWORD_HASH: 'scrypt$16384$8$1$c2FsdA==$aGFzaA==',
});

describe('configuration', () => {
  it('accepts a complete configuration and fills defaults', () => {
    const c = parseConfig(valid());
    expect(c.APP_ENV).toBe('development');
    expect(c.STRIPE_PAYMENT_METHODS).toEqual(['card']);
    expect(c.VIACEP_BASE_URL).toBe('https://viacep.com.br');
    expect(c.POLL_DURATION_DAYS).toBe(7);
  });

  it('names the missing variable', () => {
    const { CPF_HMAC_KEY: _gone, ...rest } = valid();
    expect(() => parseConfig(rest)).toThrow(ConfigError);
    expect(() => parseConfig(rest)).toThrow(/CPF_HMAC_KEY/);
  });

  it('names a malformed variable', () => {
    expect(() => parseConfig({ ...valid(), CPF_ENCRYPTION_KEY: Buffer.alloc(8).toString('base64') })).toThrow(/CPF_ENCRYPTION_KEY/);
    expect(() => parseConfig({ ...valid(), ARTIST_PASSWORD_HASH: 'plain-text' })).toThrow(/ARTIST_PASSWORD_HASH/);
    expect(() => parseConfig({ ...valid(), STRIPE_PAYMENT_METHODS: 'card,bitcoin' })).toThrow(/STRIPE_PAYMENT_METHODS/);
    expect(() => parseConfig({ ...valid(), APP_URL: 'not a url' })).toThrow(/APP_URL/);
  });

  it('treats empty optional keys as absent', () => {
    expect(parseConfig({ ...valid(), STRIPE_SECRET_KEY: '', ABLY_API_KEY: '  ' })).toMatchObject({
      STRIPE_SECRET_KEY: undefined,
      ABLY_API_KEY: undefined,
    });
  });

  it('parses payment methods lists', () => {
    expect(testConfig({ STRIPE_PAYMENT_METHODS: 'card, pix,boleto' }).STRIPE_PAYMENT_METHODS).toEqual(['card', 'pix', 'boleto']);
  });

  it('production needs the payment secrets, the Turnstile keys and the public origin, and names each one missing', () => {
    const production = {
      ...valid(),
      APP_ENV: 'production',
      APP_URL: 'https://mito.example',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      TURNSTILE_SITE_KEY: '0x4AAAAAAAsite',
      TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecret',
      RESEND_API_KEY: 're_x',
      VAPID_PUBLIC_KEY: TEST_VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: TEST_VAPID_PRIVATE_KEY,
    };
    expect(parseConfig(production).APP_ENV).toBe('production');
    for (const key of [
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_SECRET_KEY',
      'APP_URL',
      'TURNSTILE_SITE_KEY',
      'TURNSTILE_SECRET_KEY',
      'RESEND_API_KEY',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
    ] as const) {
      expect(() => parseConfig({ ...production, [key]: undefined })).toThrow(new RegExp(`${key}: required in production`));
      // An empty or blank value is as missing as an absent one.
      expect(() => parseConfig({ ...production, [key]: '  ' })).toThrow(new RegExp(key));
    }
    const { STRIPE_SECRET_KEY: _k, STRIPE_WEBHOOK_SECRET: _w, ...noStripe } = production;
    const message = (() => {
      try {
        parseConfig(noStripe);
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message).toMatch(/STRIPE_SECRET_KEY/);
    expect(message).toMatch(/STRIPE_WEBHOOK_SECRET/);
  });

  it('outside production the payment secrets stay optional (the local simulator stands in)', () => {
    expect(parseConfig({ ...valid(), APP_ENV: 'development' }).STRIPE_WEBHOOK_SECRET).toBeUndefined();
    expect(parseConfig({ ...valid(), APP_ENV: 'test' }).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('validates the Node settings', () => {
    expect(parseNodeSettings({}).PORT).toBe(3000);
    expect(() => parseNodeSettings({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
