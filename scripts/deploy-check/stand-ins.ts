/**
 * Stand-ins for `npm run deploy:check`: well-formed values for every secret the production
 * environment requires, generated per run and never written outside the run's own folder, and a
 * local server in place of Upstash, so the Worker starts with production settings and nothing it
 * does can reach the internet. The database is the dev Hrana endpoint (scripts/hrana-server.ts).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hashPassword } from '../../worker/lib/password';
import { generateVapidKeys } from '../../worker/node/vapid-keys';

let pair: ReturnType<typeof generateVapidKeys> | undefined;
/** Both halves from one pair (generated once per run). */
const vapidPair = () => (pair ??= generateVapidKeys());

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const base62 = (n: number) => [...randomBytes(n)].map((b) => BASE62[b % 62]).join('');
const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

export interface StandInTargets {
  /** The Hrana endpoint that plays Turso. */
  databaseUrl: string;
  databaseToken: string;
  /** The local server that plays Upstash's REST API. */
  upstashUrl: string;
}

/** One generator per secret name, each in the format the service (and worker/env.ts) expects. */
const GENERATORS: Record<string, (t: StandInTargets) => string | Promise<string>> = {
  CPF_ENCRYPTION_KEY: () => randomBytes(32).toString('base64'),
  CPF_HMAC_KEY: () => randomBytes(32).toString('base64'),
  SESSION_SECRET: () => randomBytes(32).toString('base64url'),
  ARTIST_PASSWORD_HASH: () => hashPassword(randomBytes(18).toString('base64url')),
  TURSO_DATABASE_URL: (t) => t.databaseUrl,
  TURSO_AUTH_TOKEN: (t) => t.databaseToken,
  STRIPE_SECRET_KEY: () => `sk_test_${base62(99)}`,
  STRIPE_WEBHOOK_SECRET: () => `whsec_${randomBytes(32).toString('base64')}`,
  // Ably's key format: appId.keyId:keySecret.
  ABLY_API_KEY: () => `${base62(6)}.${base62(6)}:${randomBytes(32).toString('base64url')}`,
  UPSTASH_REDIS_REST_URL: (t) => t.upstashUrl,
  UPSTASH_REDIS_REST_TOKEN: () => `A${base62(3)}AAIjcD${randomBytes(40).toString('base64url')}`,
  // Turnstile's key format: 0x4AAAAAAA followed by base62; the probes never ask for a human check.
  TURNSTILE_SITE_KEY: () => `0x4AAAAAAA${base62(14)}`,
  TURNSTILE_SECRET_KEY: () => `0x4AAAAAAA${base62(25)}`,
  // Resend's key format: re_ followed by base62; the probes send no e-mail.
  RESEND_API_KEY: () => `re_${base62(8)}_${base62(24)}`,
  // A real P-256 pair, so the Worker's key import at start-up is what production runs.
  VAPID_PUBLIC_KEY: () => vapidPair().publicKey,
  VAPID_PRIVATE_KEY: () => vapidPair().privateKey,
};

export const STAND_IN_SECRET_NAMES = Object.keys(GENERATORS);

/** Turso tokens are JWTs; the dev endpoint only compares the bearer, but the value looks the part. */
export const standInDatabaseToken = () =>
  `${b64url({ alg: 'EdDSA', typ: 'JWT' })}.${b64url({ a: 'rw', iat: Math.floor(Date.now() / 1000), id: randomBytes(16).toString('hex') })}.${randomBytes(64).toString('base64url')}`;

/** Values for exactly the names the environment requires; a name without a generator is an error to fix here. */
export async function standInSecrets(required: readonly string[], targets: StandInTargets): Promise<Record<string, string>> {
  const unknown = required.filter((name) => !GENERATORS[name]);
  if (unknown.length > 0)
    throw new Error(`no stand-in for the required secret(s) ${unknown.join(', ')}: add one in scripts/deploy-check/stand-ins.ts`);
  return Object.fromEntries(await Promise.all(required.map(async (name) => [name, await GENERATORS[name]!(targets)] as const)));
}

export interface LocalStandIn {
  url: string;
  /** Requests it received: the checked paths are expected not to need Upstash at all. */
  requests: () => number;
  close: () => Promise<void>;
}

/** Plays Upstash by refusing (503): a request that needed it takes the app's store-down path, locally. */
export async function refusingStandIn(): Promise<LocalStandIn> {
  let count = 0;
  const server = createServer((req, res) => {
    count++;
    req.resume();
    res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'deploy:check stand-in: no store here' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
