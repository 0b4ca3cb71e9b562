import { startTempSite } from '../../tests/setup/temp-site';
import { MEMBER_COOKIE } from '../../worker/lib/cookies';
import { quietLogger } from '../../worker/lib/logger';
import { createSession } from '../../worker/services/auth/internal/create-session';

/**
 * The embedded default as `npm start` runs it (production build, demo data seeded) on a free port,
 * with a session for the demo member Ana, as after signing in. Prints READY <url> <cookie>.
 */
const dist = process.env.BENCH_DIST_DIR;
if (!dist) throw new Error('BENCH_DIST_DIR: the build to serve');
const site = await startTempSite({ SERVE_WEB: 'dist', WEB_DIST_DIR: dist, SEED_DEMO: 'true' }, quietLogger);
const { token } = await createSession(site.deps, { userId: 'user_ana' });
console.log(`READY ${site.url} ${MEMBER_COOKIE}=${token}`);

process.on('SIGTERM', () => {
  void site.close().then(() => process.exit(0));
});
