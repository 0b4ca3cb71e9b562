import type { Server } from 'node:http';
import { MAX_BODY_BYTES } from '../../worker/app';
import { createHonoNodeServer } from '../../worker/node/hono-node-server';

type Fetch = Parameters<typeof createHonoNodeServer>[0];

/**
 * Serves a bench app on a free local port the way the embedded default serves (its body path
 * included), prints `READY <url>[ <note>]` for bench/lib/child-server.ts, and on SIGTERM runs
 * `stop` (close the deps, remove a temporary DATA_DIR) and exits.
 */
export function serveForBench(
  app: { fetch: Fetch },
  o: { note?: string; onListening?: (server: Server, url: string) => void; stop?: () => void } = {},
) {
  const server = createHonoNodeServer((req, env) => app.fetch(req, env), { maxBodyBytes: MAX_BODY_BYTES });
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    const url = `http://127.0.0.1:${port}`;
    o.onListening?.(server, url);
    console.log(o.note ? `READY ${url} ${o.note}` : `READY ${url}`);
  });
  process.on('SIGTERM', () => {
    o.stop?.();
    server.close();
    process.exit(0);
  });
}
