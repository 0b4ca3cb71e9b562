import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import zones of eslint.config.js, run on snippets placed (in memory) at a path inside each
 * zone: what a zone refuses fails lint there, and what the layout allows passes. Keeps a zone from
 * disappearing in a config edit while `npm run lint` stays green.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;
beforeAll(async () => {
  // The zones only: no-cycle would follow each probe's imports through the whole app.
  eslint = new ESLint({ cwd: ROOT, overrideConfig: [{ files: ['worker/**', 'web/**', 'db/**'], rules: { 'import-x/no-cycle': 'off' } }] });
  // ESLint loads its config, parsers and plugins on the first file it lints: that belongs to the setup, not to a test.
  await eslint.lintText('', { filePath: `${ROOT}web/probe.tsx` });
});

/** The import-zone messages ESLint reports for `code` as if it were the file at `path`. */
async function zoneErrors(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

type Case = [path: string, code: string, reason: RegExp];

const REFUSED: Case[] = [
  // A web feature never imports another feature, statically, as a type or lazily.
  ['web/features/gallery/probe.tsx', "export { useLocalSet } from '../shop/use-local-set';", /feature never imports another feature/],
  [
    'web/features/shop/probe.tsx',
    "export const load = () => import('../club-offer/club-offer-dialog');",
    /feature never imports another feature/,
  ],
  [
    'web/features/shop/probe.tsx',
    "export type Dialog = typeof import('../club-offer/club-offer-dialog');",
    /feature never imports another feature/,
  ],
  [
    'web/features/feed/parts/probe.ts',
    "import type { FeedPoll } from '../../poll/poll-view';\nexport type X = FeedPoll;",
    /feature never imports another feature/,
  ],
  ['web/features/story/probe.tsx', "export * from '../../features/landing/hero-section';", /feature never imports another feature/],
  ['web/features/shell/probe.ts', "export type { RouterContext } from '../../router';", /never imports routes or the router/],
  ['web/routes/probe.tsx', "export type { RouterContext } from '../router';", /Routes never import router\.tsx/],
  ['web/lib/probe.ts', "export { Button } from '../components/ui/button';", /lowest web layer/],
  ['web/lib/realtime/probe.ts', "export { toast } from '../../components/ui/toaster';", /lowest web layer/],
  ['web/components/probe.tsx', "export { ShopPage } from '../features/shop/shop-page';", /components never imports features/],
  ['web/features/poll/probe.ts', "export { castVote } from '../../../worker/services/poll/cast-vote';", /imports only worker\/contracts/],
  ['web/lib/probe.ts', "export const ably = () => import('ably');", /Vendor SDKs/],
  ['web/features/poll/probe.ts', "export const tally = () => fetch('/api/poll/tally');", /hand-written server path/],
  ['web/lib/probe.ts', 'export const media = (key: string) => `/api/media/${key}`;', /hand-written server path/],
  // Routers never import drizzle or the schema.
  ['worker/routers/poll/probe.ts', "export { eq } from 'drizzle-orm';", /Routers never touch the database/],
  ['worker/routers/poll/probe.ts', "export { sql } from 'drizzle-orm/sql';", /Routers never touch the database/],
  ['worker/routers/poll/probe.ts', "export { polls } from '../../../db/schema';", /Routers never touch the database/],
  // Vendor SDKs only in adapters, the two runtime folders and the entries.
  ['worker/services/billing/probe.ts', "export { default as Stripe } from 'stripe';", /Vendor SDKs/],
  ['worker/services/messages/probe.ts', "export { Rest } from 'ably';", /Vendor SDKs/],
  ['worker/services/poll/probe.ts', "export { Redis } from '@upstash/redis';", /Vendor SDKs/],
  ['worker/http/probe.ts', "export type { Client } from '@libsql/client';", /Vendor SDKs/],
  ['worker/trpc/probe.ts', "export type { R2Bucket } from '@cloudflare/workers-types';", /Vendor SDKs/],
  ['worker/app-probe.ts', "export const load = () => import('@upstash/ratelimit');", /Vendor SDKs/],
  // A domain's internal/ is its own: not from another domain, a router, trpc/ or an entry.
  ['worker/services/search/probe.ts', "export { feedRows } from '../feed/internal/feed-order';", /internal\/ files are its own/],
  ['worker/services/feed/internal/probe.ts', "export { x } from '../../poll/internal/load-current-poll';", /internal\/ files are its own/],
  ['worker/services/feed/sub/probe.ts', "export type { X } from '../../auth/internal/create-session';", /internal\/ files are its own/],
  ['worker/routers/feed/probe.ts', "export { x } from '../../services/feed/internal/feed-order';", /internal\/ files are its own/],
  ['worker/trpc/probe.ts', "export const load = () => import('../services/auth/internal/create-session');", /internal\/ files are its own/],
  ['worker/node/probe.ts', "export { x } from '../services/poll/internal/load-current-poll';", /internal\/ files are its own/],
  // worker/lib is below adapters; db/ is below worker/.
  ['worker/lib/probe.ts', "export { cryptoRandom } from '../adapters/random/port';", /lowest worker layer/],
  ['db/probe.ts', "export { hashPassword } from '../worker/lib/password';", /db\/ never imports worker\//],
  ['db/seed/probe.ts', "export type { Db } from '../../worker/adapters/db/port';", /db\/ never imports worker\//],
];

const ALLOWED: Array<[path: string, code: string]> = [
  [
    'web/features/gallery/probe.tsx',
    "export { useLocalSet } from '../../lib/use-local-set';\nexport { CTA_PRIMARY } from '../../components/ui/link-styles';\nexport { PHOTOS } from './gallery-photos';",
  ],
  [
    'web/features/feed/parts/probe.ts',
    "export { FEED_PAGE_SIZE } from '../../../../worker/contracts/feed';\nexport { toast } from '../../../components/ui/toaster';\nexport const x = () => import('../post-card');",
  ],
  ['web/features/shell/probe.ts', "export type { RouterContext } from '../../lib/router-context';"],
  [
    'web/routes/probe.tsx',
    "export { ShopPage } from '../features/shop/shop-page';\nexport const load = () => import('../features/club-offer/club-offer-dialog');",
  ],
  ['web/components/probe.tsx', "export { formatBRL } from '../lib/format';"],
  ['web/lib/realtime/ably-transport.ts', "export { BaseRealtime } from 'ably/modular';"],
  [
    'worker/routers/poll/probe.ts',
    "export { castVote } from '../../services/poll/cast-vote';\nexport { castVoteInput } from '../../contracts/poll';",
  ],
  ['worker/services/poll/probe.ts', "export { eq } from 'drizzle-orm';\nexport { polls } from '../../../db/schema';"],
  [
    'worker/services/feed/probe.ts',
    "export { x } from './internal/feed-order';\nexport { startLockCheck } from '../feed/visibility';\nexport { y } from '../auth/session-tokens';",
  ],
  ['worker/services/feed/internal/probe.ts', "export { x } from './feed-order';\nexport { y } from '../visibility';"],
  ['worker/adapters/payments/probe.ts', "export { default as Stripe } from 'stripe';"],
  ['worker/adapters/db/probe.ts', "export { createClient } from '@libsql/client/web';"],
  ['worker/node/probe.ts', "export { serve } from '@hono/node-server';"],
  ['worker/cloudflare/probe.ts', "export { Redis } from '@upstash/redis/cloudflare';"],
  ['worker/entry.workers.ts', "export { default as Stripe } from 'stripe';"],
  ['worker/lib/probe.ts', "export type { AppConfig } from '../env';\nexport { cryptoRandom } from './random';"],
  ['worker/adapters/db/probe.ts', "export type { Db } from '../../../db/database';"],
  ['db/seed/probe.ts', "export type { Db } from '../database';\nexport { polls } from '../schema';"],
];

describe('the import zones of eslint.config.js', () => {
  it.each(REFUSED)('%s refuses %s', async (path, code, reason) => {
    const errors = await zoneErrors(path, code);
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) expect(e).toMatch(reason);
  });

  it.each(ALLOWED)('%s allows %s', async (path, code) => {
    expect(await zoneErrors(path, code)).toEqual([]);
  });
});
