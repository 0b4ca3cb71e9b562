import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The assets binding serves web/dist (wrangler.toml); `npm test` builds it first, a lone run builds it here.
if (!existsSync('web/dist/index.html')) execSync('npx vite build', { stdio: 'inherit' });

/** Fixed test-only secrets (never used outside tests), in the formats worker/env.ts checks. */
export const WORKER_TEST_SECRETS = {
  CPF_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  CPF_HMAC_KEY: Buffer.alloc(32, 9).toString('base64'),
  SESSION_SECRET: 'workers-test-session-secret-workers-test',
  ARTIST_PASSWORD_HASH: 'scrypt$16384$8$1$pxcwlvpNLAnAvkFO7p3E2A==$gTC744mOw0RQteX0sf6xfEazeDCx/DaI/jQAD6Hmf2Y=',
};

/**
 * The workers suite: the real worker bundle (wrangler.toml's main, bindings and
 * assets) inside workerd. The database is the dev Hrana endpoint started by the
 * global setup; no Stripe, Ably or Upstash keys, so the degraded paths run too.
 * The pool starts one workerd per test file and asks for these options each time:
 * each file gets a database of its own (a fresh Hrana namespace), so files pass in
 * any order (`--sequence.shuffle`; tests/workers/isolation.test.ts).
 */
// Stripe's published ESM points its source maps at files it does not ship; vite warns once per module.
const quietStripeSourcemaps: Plugin = {
  name: 'quiet-stripe-sourcemaps',
  configResolved(config) {
    const warnOnce = config.logger.warnOnce.bind(config.logger);
    config.logger.warnOnce = (msg, options) => {
      if (!msg.includes('points to missing source files')) warnOnce(msg, options);
    };
  },
};

export default defineConfig({
  plugins: [
    quietStripeSourcemaps,
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          ...WORKER_TEST_SECRETS,
          APP_ENV: 'test',
          APP_URL: 'https://mito.example',
          POSTAL_LOOKUP: 'offline',
          TURSO_DATABASE_URL: `${inject('hranaUrl')}/ns/${randomUUID()}/`,
        },
      },
    })),
  ],
  test: {
    include: ['tests/workers/**/*.test.ts'],
    globalSetup: ['tests/workers/global-setup.ts'],
    setupFiles: ['tests/workers/load-worker.ts'],
    // The worker logs one JSON line per request; show them only for failing tests.
    silent: 'passed-only',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
