import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildServer } from './lib/child-server';
import { lighthousePages } from './lib/lighthouse-pages';
import { report } from './lib/report';

/**
 * The member pages, signed in (the demo member Ana's session cookie through Lighthouse's extra
 * headers), as `npm start` serves the production build: Lighthouse 13.5 with its mobile preset
 * (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium. Each figure is the median of
 * BENCH_LH_RUNS runs (3), its spread and the host's benchmark index beside it. Targets: perf ≥ 90,
 * TBT ≤ 300 ms, LCP ≤ 2.5 s. The public pages are in public-pages.bench.ts.
 * `BENCH_DIST_DIR` measures an existing build instead of running `npm run build`; `BENCH_PAGES=/feed`
 * measures only those pages; `BENCH_VERBOSE=1` prints each run's failing audits and script time.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.BENCH_DIST_DIR ?? join(ROOT, 'web/dist');
if (!process.env.BENCH_DIST_DIR) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
if (!existsSync(join(dist, 'spa.html'))) throw new Error(`no prerendered build in ${dist}`);
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const ROUTES = process.env.BENCH_PAGES?.split(',') ?? ['/feed', '/messages', '/dashboard'];

const server = await startChildServer('member-pages.ts', { BENCH_DIST_DIR: dist });
const cookie = server.extra!;
try {
  const check = await fetch(`${server.url}/trpc/members.dashboard`, { headers: { cookie } });
  if (!check.ok) throw new Error(`the member session was refused (${check.status})`);
  const { rows, failing } = await lighthousePages(
    server.url,
    ROUTES.map((route) => ({ route, perf: 90, tbtMs: 300, lcpS: 2.5, cookie })),
    RUNS,
  );
  if (process.env.BENCH_VERBOSE) console.error(failing.join('\n'));
  report(rows);
} finally {
  await server.stop();
}
