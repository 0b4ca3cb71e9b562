import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeMember, makeSubscriber } from '../../tests/factories/sessions';
import { mountBenchTrpc } from './bench-trpc';
import { createApp } from '../../worker/app';
import { allowedOriginsFor } from '../../worker/http/origin-guard';
import { quietLogger } from '../../worker/lib/logger';
import { buildNodeDeps } from '../../worker/node/build-deps';
import { withoutWriteLimits } from '../../tests/setup/without-write-limits';
import { realtimeSocketRoutes } from '../../worker/node/realtime-socket';
import { memberProcedure, router } from '../../worker/trpc/init';
import { serveForBench } from './serve';

/**
 * The embedded default as `npm start` builds it (real app, libSQL file, the local hub attached
 * to the same HTTP server), plus what the realtime bench drives from outside:
 * - `POST /bench/publish` publishes one event through the hub, stamped with this process's clock;
 * - `GET /bench/memory` answers the process's memory after a full GC (run with --expose-gc);
 * - `GET /bench/setup` a hub token for the fan-out channel and two members' cookies;
 * - `/bench-trpc/noop`: a member mutation that does nothing, the baseline beside messages.send.
 */
const ENTRY = '../../worker/entry.node.ts';
const { loadNodeConfig } = (await import(ENTRY)) as typeof import('../../worker/entry.node');
const dataDir = mkdtempSync(join(tmpdir(), 'mito-bench-realtime-'));
const { config } = await loadNodeConfig({ APP_ENV: 'test', APP_URL: 'http://localhost:3000', DATA_DIR: dataDir, POSTAL_LOOKUP: 'offline' });
const built = await buildNodeDeps({ config, dataDir, seedDemo: false, logger: quietLogger });
const { hub } = built;
// One sender's messages.send at full speed: the per-member write budget is lifted, as the vote limit is for poll-votes.
const deps = { ...built.deps, rateLimiter: withoutWriteLimits(built.deps.rateLimiter) };
const sender = await makeSubscriber(deps, 'tier_bronze');
const receiver = await makeMember(deps);
const FANOUT = 'bench:fanout';

const benchRouter = router({ noop: memberProcedure.mutation(() => ({ ok: true })) });
const app = createApp(deps, { clientIp: () => '127.0.0.1', mounts: { realtimeSocket: realtimeSocketRoutes } });
app.post('/bench/publish', async (c) => {
  const start = performance.now();
  await deps.realtime.publish(FANOUT, 'message', { sentAt: performance.timeOrigin + start });
  // The hub's own share: serialising once and queueing the frame on every socket (synchronous).
  return c.json({ loopMs: performance.now() - start });
});
app.get('/bench/memory', (c) => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return c.json({ rss: m.rss, heapUsed: m.heapUsed, external: m.external, sockets: hub.size() });
});
app.get('/bench/setup', async (c) => {
  // A real member's id: a socket's last close writes their last-seen row.
  const grant = await deps.realtime.grant(receiver.userId, { [FANOUT]: ['subscribe'] });
  return c.json({ grant, channel: FANOUT, sender: sender.cookie, receiver: { cookie: receiver.cookie, username: receiver.username } });
});
mountBenchTrpc(app, benchRouter);
serveForBench(app, {
  onListening: (server, url) => hub.attach(server, { allowedOrigins: allowedOriginsFor(url) }),
  stop: () => {
    built.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
});
