import { mountBenchTrpc } from './bench-trpc';
import { createApp, MAX_BODY_BYTES } from '../../worker/app';
import { quietLogger } from '../../worker/lib/logger';
import { buildNodeDeps } from '../../worker/node/build-deps';
import { createHonoNodeServer } from '../../worker/node/hono-node-server';
import { makeMember } from '../../tests/factories/sessions';
import { memberProcedure, router } from '../../worker/trpc/init';

/**
 * The real app over the feed bench's seeded DATA_DIR (BENCH_FEED_DATA_DIR), plus one no-op member
 * mutation under /bench-trpc (the same session check and body path as feed.react, no database
 * write): the side-by-side baseline of a reaction toggle. Prints READY <url> <cookie>.
 */
const ENTRY = '../../worker/entry.node.ts';
const { loadNodeConfig } = (await import(ENTRY)) as typeof import('../../worker/entry.node');
const dataDir = process.env.BENCH_FEED_DATA_DIR;
if (!dataDir) throw new Error('BENCH_FEED_DATA_DIR is required');
const { config } = await loadNodeConfig({ APP_ENV: 'test', APP_URL: 'http://localhost:3000', DATA_DIR: dataDir, POSTAL_LOOKUP: 'offline', SEED_DEMO: 'false' });
const built = await buildNodeDeps({ config, dataDir, seedDemo: false, logger: quietLogger });
const { deps } = built;
const member = await makeMember(deps);

const benchRouter = router({ noop: memberProcedure.mutation(({ ctx }) => ({ ok: true, userId: ctx.session.userId })) });
const app = createApp(deps, {
  clientIp: () => '127.0.0.1',
  mount: (a) => mountBenchTrpc(a, deps, benchRouter),
});
const server = createHonoNodeServer((req, env) => app.fetch(req, env), { maxBodyBytes: MAX_BODY_BYTES });
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`READY http://127.0.0.1:${port} ${member.cookie}`);
});
process.on('SIGTERM', () => {
  built.close();
  server.close();
  process.exit(0);
});
