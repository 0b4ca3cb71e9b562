import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mountBenchTrpc } from './bench-trpc';
import { createApp } from '../../worker/app';
import { quietLogger } from '../../worker/lib/logger';
import { buildNodeDeps } from '../../worker/node/build-deps';
import { makeMember } from '../../tests/factories/sessions';
import { memberProcedure, publicProcedure, router } from '../../worker/trpc/init';
import { serveForBench } from './serve';

/**
 * The real app (its middleware, the real libSQL file, the real procedure builders) plus two
 * procedures of the same size under /bench-trpc: one public, one behind memberProcedure.
 * The only difference between them is session validation. Prints READY <url> <cookie>.
 */
// Named in full: tsx would read `entry.node` as a native `.node` addon.
const ENTRY = '../../worker/entry.node.ts';
const { loadNodeConfig } = (await import(ENTRY)) as typeof import('../../worker/entry.node');
const dataDir = mkdtempSync(join(tmpdir(), 'mito-bench-session-'));
const { config } = await loadNodeConfig({ APP_ENV: 'test', DATA_DIR: dataDir, POSTAL_LOOKUP: 'offline' });
const built = await buildNodeDeps({ config, dataDir, seedDemo: false, logger: quietLogger });
const { deps } = built;
// Other members' sessions too, so the look-up is an index probe among many rows, not a scan of one.
for (let i = 0; i < 500; i++) await makeMember(deps);
const member = await makeMember(deps);

const payload = (userId: string, email: string) => ({ userId, email, expiresAt: new Date(0).toISOString() });
const benchRouter = router({
  pub: publicProcedure.query(() => payload(member.userId, member.email)),
  mem: memberProcedure.query(({ ctx }) => payload(ctx.session.userId, ctx.session.email)),
});

const app = createApp(deps, { clientIp: () => '127.0.0.1' });
mountBenchTrpc(app, benchRouter);
serveForBench(app, {
  note: member.cookie,
  stop: () => {
    built.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
});
