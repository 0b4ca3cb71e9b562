import { mountBenchTrpc } from './bench-trpc';
import { createApp } from '../../worker/app';
import { quietLogger } from '../../worker/lib/logger';
import { buildNodeDeps } from '../../worker/node/build-deps';
import { withoutWriteLimits } from '../../tests/setup/without-write-limits';
import { makeMember } from '../../tests/factories/sessions';
import { memberProcedure, router } from '../../worker/trpc/init';
import { serveForBench } from './serve';

/**
 * The real app over the feed bench's seeded DATA_DIR (BENCH_FEED_DATA_DIR), plus one no-op member
 * mutation under /bench-trpc (the same session check and body path as feed.react, no database
 * write): the side-by-side baseline of a reaction toggle. Prints READY <url> <cookie>.
 */
const ENTRY = '../../worker/entry.node.ts';
const { loadNodeConfig } = (await import(ENTRY)) as typeof import('../../worker/entry.node');
const dataDir = process.env.BENCH_FEED_DATA_DIR;
if (!dataDir) throw new Error('BENCH_FEED_DATA_DIR is required');
const { config } = await loadNodeConfig({
  APP_ENV: 'test',
  APP_URL: 'http://localhost:3000',
  DATA_DIR: dataDir,
  POSTAL_LOOKUP: 'offline',
  SEED_DEMO: 'false',
});
const built = await buildNodeDeps({ config, dataDir, seedDemo: false, logger: quietLogger });
// One member toggling thousands of reactions a second: the per-member write budget is lifted, as the vote limit is for poll-votes.
const deps = { ...built.deps, rateLimiter: withoutWriteLimits(built.deps.rateLimiter) };
const member = await makeMember(deps);

const benchRouter = router({ noop: memberProcedure.mutation(({ ctx }) => ({ ok: true, userId: ctx.session.userId })) });
const app = createApp(deps, { clientIp: () => '127.0.0.1' });
mountBenchTrpc(app, benchRouter);
serveForBench(app, { note: member.cookie, stop: () => built.close() });
