import { startTempSite } from '../../tests/setup/temp-site';
import { quietLogger } from '../../worker/lib/logger';

/** The embedded default as `npm start` runs it, on a free port with a fresh DATA_DIR; the rate limit is lifted (one load generator, one IP). */
const dist = process.env.BENCH_DIST_DIR;
const site = await startTempSite(
  {
    SERVE_WEB: dist ? 'dist' : 'none',
    ...(dist ? { WEB_DIST_DIR: dist } : {}),
    SEED_DEMO: 'false',
    VOTE_RATE_LIMIT_PER_MINUTE: '1000000000',
  },
  quietLogger,
);
console.log(`READY ${site.url}`);

process.on('SIGTERM', () => {
  void site.close().then(() => process.exit(0));
});
