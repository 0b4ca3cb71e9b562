import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startChildServer } from './lib/child-server';
import { atLeast, atMost, report, type BenchRow } from './lib/report';

/**
 * The member pages, signed in (the demo member Ana's session cookie through Lighthouse's extra
 * headers), and the public pages whose picture is the LCP, as `npm start` serves the production
 * build: Lighthouse 13.5 with its mobile preset (simulated slow 4G, 4× CPU slowdown) in Debian's
 * Chromium. Each figure is the median of BENCH_LH_RUNS runs (3), the spread beside it.
 * `BENCH_DIST_DIR` measures an existing build instead of running `npm run build`; `BENCH_PAGES=/feed,/loja`
 * measures only those pages; `BENCH_VERBOSE=1` prints each run's failing audits.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.BENCH_DIST_DIR ?? join(ROOT, 'web/dist');
if (!process.env.BENCH_DIST_DIR) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
if (!existsSync(join(dist, 'spa.html'))) throw new Error(`no prerendered build in ${dist}`);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
/** Route → its LCP target in seconds; member pages are measured signed in. */
const PAGES: Array<{ route: string; member: boolean; lcp: number }> = [
  { route: '/feed', member: true, lcp: 2.5 },
  { route: '/messages', member: true, lcp: 2.5 },
  { route: '/dashboard', member: true, lcp: 2.5 },
  { route: '/loja', member: false, lcp: 2 },
  { route: '/galeria', member: false, lcp: 2 },
];
const only = process.env.BENCH_PAGES?.split(',');

// A run Lighthouse could not measure (NaN) is left out; none measured gives NaN.
const median = (all: number[]) => {
  const s = all.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const spread = (all: number[], digits: number) => {
  const xs = all.filter(Number.isFinite);
  return xs.length ? `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}` : 'none';
};

const server = await startChildServer('member-pages.ts', { BENCH_DIST_DIR: dist });
const cookie = server.extra!;
const rows: BenchRow[] = [];
try {
  const check = await fetch(`${server.url}/trpc/members.dashboard`, { headers: { cookie } });
  if (!check.ok) throw new Error(`the member session was refused (${check.status})`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    for (const { route, member, lcp } of PAGES.filter((p) => !only || only.includes(p.route))) {
      const perf: number[] = [];
      const lcps: number[] = [];
      const tbts: number[] = [];
      const shifts: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${server.url}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          member ? { extends: 'lighthouse:default', settings: { extraHeaders: { Cookie: cookie } } } : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${route}`);
        if (member && new URL(lhr.finalDisplayedUrl).pathname !== route)
          throw new Error(`${route} was not shown signed in (ended on ${lhr.finalDisplayedUrl})`);
        const score = lhr.categories.performance?.score;
        perf.push(typeof score === 'number' ? Math.round(score * 100) : NaN);
        lcps.push((lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000);
        tbts.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
        shifts.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN);
        if (process.env.BENCH_VERBOSE) {
          const failing = Object.values(lhr.audits).filter(
            (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
          );
          console.error(
            route,
            `perf ${perf.at(-1)} LCP ${lcps.at(-1)?.toFixed(2)}`,
            failing.map((a) => `${a.id}: ${a.displayValue ?? a.score}`).join('; '),
          );
        }
      }
      const who = member ? ' (signed in)' : '';
      // The public pages' score has its target in public-pages.bench.ts; here their LCP is the figure.
      rows.push({
        metric: `lighthouse perf ${route}${who}, median of ${RUNS} (${spread(perf, 0)})`,
        value: median(perf),
        unit: 'score',
        ...(member ? atLeast(median(perf), 95) : {}),
      });
      rows.push({
        metric: `LCP ${route}${who}, median of ${RUNS} (${spread(lcps, 2)})`,
        value: median(lcps),
        unit: 's',
        ...atMost(median(lcps), lcp),
      });
      rows.push({ metric: `TBT ${route}${who}, median of ${RUNS}`, value: median(tbts), unit: 'ms' });
      rows.push({ metric: `CLS ${route}${who}, median of ${RUNS}`, value: median(shifts), unit: '' });
    }
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
}
// A figure Lighthouse could not measure (NaN would print as null) fails its target instead of vanishing.
report(
  rows.map((r) =>
    Number.isFinite(r.value) ? r : { ...r, metric: `${r.metric} (not measured)`, value: -1, pass: r.target ? false : undefined },
  ),
);
