import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { atLeast, atMost, repeated, type BenchRow } from './report';

/** What a page must reach under Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown). */
export interface PageTarget {
  route: string;
  perf: number;
  tbtMs: number;
  lcpS: number;
  /** Layout shift allowed (0 for the public pages); absent: shown, not judged. */
  cls?: number;
  /** Sent as the Cookie header (a signed-in page). */
  cookie?: string;
}

export interface PageRuns {
  rows: BenchRow[];
  /** Lighthouse's own audits of each run, for a closer look (BENCH_VERBOSE). */
  failing: string[];
}

/** Lighthouse's host CPU benchmark index: TBT follows it, so it is printed beside every figure. */
const INDEX_NOTE = (xs: number[]) => `benchmark index ${Math.round(repeated(xs).value)}`;

/**
 * Each page `runs` times in one headless Debian Chromium (Lighthouse 13.5, performance only), the
 * median and spread of perf, LCP, TBT and CLS with their targets, and the host's benchmark index.
 * A run Lighthouse could not measure is left out; none measured fails the row (value -1).
 */
export async function lighthousePages(baseUrl: string, pages: PageTarget[], runs: number): Promise<PageRuns> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows: BenchRow[] = [];
  const failing: string[] = [];
  try {
    for (const page of pages) {
      const m = { perf: [] as number[], lcp: [] as number[], tbt: [] as number[], cls: [] as number[], index: [] as number[] };
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(
          `${baseUrl}${page.route}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          page.cookie ? { extends: 'lighthouse:default', settings: { extraHeaders: { Cookie: page.cookie } } } : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${page.route}`);
        if (page.cookie && new URL(lhr.finalDisplayedUrl).pathname !== page.route)
          throw new Error(`${page.route} was not shown signed in (ended on ${lhr.finalDisplayedUrl})`);
        const score = lhr.categories.performance?.score;
        const push = (xs: number[], v: number | undefined | null) => typeof v === 'number' && Number.isFinite(v) && xs.push(v);
        push(m.perf, typeof score === 'number' ? Math.round(score * 100) : undefined);
        push(m.lcp, (lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000);
        push(m.tbt, lhr.audits['total-blocking-time']?.numericValue);
        push(m.cls, lhr.audits['cumulative-layout-shift']?.numericValue);
        push(m.index, lhr.environment.benchmarkIndex);
        const slow = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative');
        const boot = (lhr.audits['bootup-time']?.details as { items?: Array<{ url: string; scripting: number }> } | undefined)?.items ?? [];
        failing.push(
          `${page.route} run ${i + 1} (index ${lhr.environment.benchmarkIndex}): ${slow.map((a) => `${a.id}: ${a.displayValue ?? a.score}`).join('; ')}` +
            ` | script: ${boot
              .slice(0, 4)
              .map((b) => `${b.url.replace(baseUrl, '')} ${Math.round(b.scripting)} ms`)
              .join(', ')}`,
        );
      }
      const note = `${INDEX_NOTE(m.index)}, median of ${runs}`;
      const who = page.cookie ? ' (signed in)' : '';
      const row = (metric: string, xs: number[], unit: string, judge: (v: number) => { target: string; pass: boolean }): BenchRow => {
        if (!xs.length) return { metric: `${metric} (not measured)`, value: -1, unit, ...judge(NaN), pass: false };
        const r = repeated(xs);
        return { metric, unit, ...r, ...judge(r.value) };
      };
      rows.push(row(`lighthouse perf ${page.route}${who}, ${note}`, m.perf, 'score', (v) => atLeast(v, page.perf)));
      rows.push(row(`TBT ${page.route}${who}, ${note}`, m.tbt, 'ms', (v) => atMost(v, page.tbtMs)));
      rows.push(row(`LCP ${page.route}${who}, ${note}`, m.lcp, 's', (v) => atMost(v, page.lcpS)));
      const cls = page.cls;
      rows.push(
        cls === undefined
          ? { metric: `CLS ${page.route}${who}, ${note}`, unit: '', ...repeated(m.cls) }
          : // Lighthouse reports shifts to many decimals; "0" is 0 at three of them.
            row(`CLS ${page.route}${who}, ${note}`, m.cls, '', (v) => atMost(Math.round(v * 1000) / 1000, cls)),
      );
    }
  } finally {
    chrome.kill();
  }
  return { rows, failing };
}
