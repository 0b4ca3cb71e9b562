import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quietLogger } from '../../worker/lib/logger';

/** The embedded default as `npm start` runs it, on a free port with a fresh DATA_DIR; the rate limit is lifted (one load generator, one IP). */
// tsx would read `entry.node` as a native `.node` addon, so the file is named in full.
const ENTRY = '../../worker/entry.node.ts';
const { startNodeServer } = (await import(ENTRY)) as typeof import('../../worker/entry.node');

const dataDir = mkdtempSync(join(tmpdir(), 'mito-bench-'));
const dist = process.env.BENCH_DIST_DIR;
const server = await startNodeServer({
  env: {
    APP_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SERVE_WEB: dist ? 'dist' : 'none',
    ...(dist ? { WEB_DIST_DIR: dist } : {}),
    SEED_DEMO: 'false',
    POSTAL_LOOKUP: 'offline',
    VOTE_RATE_LIMIT_PER_MINUTE: '1000000000',
  },
  logger: quietLogger,
});
console.log(`READY ${server.url}`);

process.on('SIGTERM', () => {
  void server.stop().then(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
