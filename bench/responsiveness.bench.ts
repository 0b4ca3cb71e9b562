import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startChildServer } from './lib/child-server';
import { atMost, repeated, report, type BenchRow } from './lib/report';

/**
 * The figure a person feels: how long a tap waits and runs before the page can paint its answer,
 * on a phone-sized Chromium slowed 4× by the DevTools protocol (CPU throttling), after the page
 * has loaded. Read from the browser's Event Timing entries of that tap (pointerdown, pointerup,
 * click): input delay + processing = processingEnd − startTime of its slowest event, ≤ 200 ms.
 * Beside it, the wall time from the tap until the change is on screen (the dialog, the heart, the
 * chat, the share menu), which also counts a lazy chunk's download from this machine.
 * Each tap is measured BENCH_TAP_RUNS times (3) in a fresh browser context, once the page is
 * hydrated and idle; median and spread. `BENCH_TAPS=Votar` measures only the taps whose name has it;
 * `BENCH_VERBOSE=1` prints each event's input delay and run time.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dist = process.env.BENCH_DIST_DIR ?? join(ROOT, 'web/dist');
if (!process.env.BENCH_DIST_DIR) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
if (!existsSync(join(dist, 'spa.html'))) throw new Error(`no prerendered build in ${dist}`);
const RUNS = Number(process.env.BENCH_TAP_RUNS ?? 3);
/** Event Timing reports events of 16 ms or more only (its smallest threshold): none means under that. */
const THRESHOLD_MS = 16;

interface Tap {
  name: string;
  path: string;
  member: boolean;
  tap: (page: Page) => Promise<void>;
  shown: (page: Page) => Promise<void>;
}

const TAPS: Tap[] = [
  {
    name: "'Votar' until the vote dialog shows",
    path: '/',
    member: false,
    tap: (p) => p.getByRole('listitem', { name: 'Mito Clássico' }).getByRole('button', { name: 'Votar' }).click(),
    shown: (p) => p.getByRole('dialog').waitFor(),
  },
  {
    name: "'Compartilhar a votação' until the share menu shows",
    path: '/',
    member: false,
    tap: (p) => p.getByRole('button', { name: 'Compartilhar a votação' }).click(),
    shown: (p) => p.getByRole('menuitem', { name: 'Copiar link' }).waitFor(),
  },
  {
    name: "a reaction ('Curtir') until the heart changes",
    path: '/feed',
    member: true,
    // The same server serves every run: the first post's heart is turned on or off, whichever it is.
    tap: async (p) => {
      const heart = p.getByRole('button', { name: 'Curtir' }).first();
      const before = await heart.getAttribute('aria-pressed');
      const el = await heart.elementHandle();
      await heart.click();
      await p.waitForFunction(([button, was]) => button?.getAttribute('aria-pressed') !== was, [el, before] as const);
    },
    shown: async () => undefined,
  },
  {
    name: 'opening a chat until its messages show',
    path: '/messages',
    member: true,
    tap: (p) =>
      p
        .getByRole('button', { name: /Léo da Quebrada/ })
        .first()
        .click(),
    shown: (p) => p.getByText('Bora no show sábado?').last().waitFor(),
  },
];

const server = await startChildServer('member-pages.ts', { BENCH_DIST_DIR: dist });
const [cookieName, cookieValue] = server.extra!.split('=') as [string, string];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const rows: BenchRow[] = [];
try {
  for (const t of TAPS.filter((x) => !process.env.BENCH_TAPS || x.name.includes(process.env.BENCH_TAPS))) {
    const busy: number[] = [];
    const seen: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: false, serviceWorkers: 'block' });
      if (t.member) await context.addCookies([{ name: cookieName, value: cookieValue, url: server.url }]);
      await context.addInitScript((threshold) => {
        const w = window as unknown as { __taps: Array<{ name: string; delay: number; busy: number }> };
        w.__taps = [];
        new PerformanceObserver((list) => {
          // interactionId: in Chromium's Event Timing, not yet in TypeScript's DOM types.
          for (const e of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>)
            if (e.interactionId)
              w.__taps.push({ name: e.name, delay: e.processingStart - e.startTime, busy: e.processingEnd - e.startTime });
        }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
      }, THRESHOLD_MS);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${server.url}${t.path}`, { waitUntil: 'networkidle' });
      // Loaded, hydrated (React owns the page's buttons) and idle, at full speed; the tap itself runs
      // on the slowed CPU. A tap during hydration measures hydration instead (React finishes it first).
      await page.waitForFunction(() => {
        const b = document.querySelector('main button');
        return !!b && Object.keys(b).some((k) => k.startsWith('__reactProps$'));
      });
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const start = Date.now();
      await t.tap(page);
      await t.shown(page);
      seen.push(Date.now() - start);
      // Event Timing entries are delivered after the next paint.
      await page.waitForTimeout(300);
      const entries = await page.evaluate(
        () => (window as unknown as { __taps: Array<{ name: string; delay: number; busy: number }> }).__taps,
      );
      if (process.env.BENCH_VERBOSE)
        console.error(
          t.name,
          entries.map((e) => `${e.name}: delay ${Math.round(e.delay)} + run ${Math.round(e.busy - e.delay)} ms`).join(', '),
        );
      busy.push(entries.length ? Math.max(...entries.map((e) => e.busy)) : 0);
      await context.close();
    }
    const b = repeated(busy);
    rows.push({
      metric: `input delay + processing: ${t.name} (CPU ×4; 0 = under ${THRESHOLD_MS} ms)`,
      unit: 'ms',
      ...b,
      ...atMost(b.value, 200),
    });
    rows.push({ metric: `tap to on screen: ${t.name} (CPU ×4, local link)`, unit: 'ms', ...repeated(seen) });
  }
} finally {
  await browser.close();
  await server.stop();
}
report(rows);
