import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '../../worker/lib/logger';

// Named in full: tsx (which runs the bench servers) would read `entry.node` as a native `.node` addon.
const ENTRY = '../../worker/entry.node.ts';

/**
 * The embedded default in test mode on a free local port, with a fresh DATA_DIR.
 * `env` adds to or overrides the defaults (SERVE_WEB, SEED_DEMO …); `close` stops the
 * server and removes the data directory.
 */
export async function startTempSite(env: Record<string, string>, logger: Logger) {
  const { startNodeServer } = (await import(ENTRY)) as typeof import('../../worker/entry.node');
  const dataDir = mkdtempSync(join(tmpdir(), 'mito-site-'));
  const server = await startNodeServer({
    env: { APP_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, POSTAL_LOOKUP: 'offline', ...env },
    logger,
  });
  return {
    ...server,
    dataDir,
    close: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
