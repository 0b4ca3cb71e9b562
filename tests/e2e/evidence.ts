import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { onTestFinished, TestRunner, type TestContext } from 'vitest';
import { EVIDENCE_DIR } from '../setup/e2e-evidence';

/**
 * What a failing e2e test leaves behind: for every browser context the harness opened and the test
 * had not closed yet, each page's screenshot and console, and the context's Playwright trace. The
 * files go under `test-results/e2e/<file>/<test>/`, and their paths are added to the failure message.
 */
const ROOT = new URL('../..', import.meta.url).pathname;

interface Tracked {
  /** Console lines, page errors and failed requests of every page of the context, in order. */
  log: string[];
  tracing: boolean;
}
const open = new Map<BrowserContext, Tracked>();

const stamp = () => new Date().toISOString().slice(11, 23);

function listen(page: Page, log: string[], index: number) {
  const tag = `página ${index + 1}`;
  page.on('console', (m) => log.push(`${stamp()} [${tag}] console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => log.push(`${stamp()} [${tag}] pageerror: ${e.message}`));
  page.on('requestfailed', (r) =>
    log.push(`${stamp()} [${tag}] requestfailed: ${r.method()} ${r.url()} (${r.failure()?.errorText ?? '?'})`),
  );
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) log.push(`${stamp()} [${tag}] navegou para ${f.url()}`);
  });
}

/**
 * Follows a context from its opening to its close: its pages' console, and a trace (actions, DOM
 * snapshots, network) kept in memory and written only if a test fails while the context is open.
 */
export async function track(context: BrowserContext) {
  const entry: Tracked = { log: [], tracing: false };
  open.set(context, entry);
  context.on('close', () => open.delete(context));
  context.on('page', (page) => listen(page, entry.log, context.pages().indexOf(page)));
  if (process.env.E2E_TRACE !== 'off') {
    await context.tracing.start({ snapshots: true, screenshots: false });
    entry.tracing = true;
  }
}

/** Writes the evidence of every open page of `context` into `dir`; returns the files written. */
export async function captureEvidence(context: BrowserContext, dir: string, name = 'contexto'): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  const entry = open.get(context);
  const pages = context.pages();
  for (const [i, page] of pages.entries()) {
    const shot = join(dir, `${name}-pagina-${i + 1}.png`);
    const saved = await page.screenshot({ path: shot, fullPage: false, timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (saved) files.push(shot);
  }
  const log = join(dir, `${name}-console.txt`);
  const where = pages.map((p, i) => `página ${i + 1}: ${p.url()}`).join('\n');
  writeFileSync(log, `${where}\n\n${(entry?.log ?? []).join('\n')}\n`);
  files.push(log);
  if (entry?.tracing) {
    const trace = join(dir, `${name}-trace.zip`);
    const saved = await context.tracing.stop({ path: trace }).then(
      () => true,
      () => false,
    );
    entry.tracing = false;
    if (saved) files.push(trace);
  }
  return files;
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'teste';

/** The folder of one test's evidence: `test-results/e2e/<file>/<describe> <test>/`. */
export function evidenceDirFor(test: TestContext['task']): string {
  const file = test.file.name
    .split('/')
    .at(-1)!
    .replace(/\.test\.ts$/, '');
  const names: string[] = [];
  for (let s: { name: string; suite?: unknown } | undefined = test; s && s !== test.file; s = s.suite as typeof s) names.unshift(s.name);
  return join(EVIDENCE_DIR, slug(file), slug(names.join(' ')));
}

/** Captures every tracked open context into the test's folder and names the files in its first error. */
export async function recordFailure(test: TestContext['task']) {
  if (test.result?.state !== 'fail' || open.size === 0) return;
  const dir = evidenceDirFor(test);
  const files: string[] = [];
  let n = 0;
  for (const context of [...open.keys()]) files.push(...(await captureEvidence(context, dir, `contexto-${++n}`).catch(() => [])));
  if (!files.length) return;
  const note = `\n\nEvidência (e2e) em ${relative(ROOT, dir)}/:\n${files.map((f) => `  ${relative(ROOT, f)}`).join('\n')}`;
  const first = test.result.errors?.[0];
  if (first) first.message += note;
  else test.result.errors = [{ name: 'Error', message: note.trim() } as never];
}

const armed = new WeakSet<object>();

/** Inside a test (or a beforeEach): once per test, evidence is captured if it ends failed. Outside one: nothing. */
export function captureOnFailure() {
  const test = TestRunner.getCurrentTest();
  // Not inside a test (a beforeAll opened the page): the test that fails later arms it.
  if (!test || armed.has(test)) return;
  armed.add(test);
  onTestFinished(({ task }) => recordFailure(task));
}

/** Closes every context still open (a file's leftovers on the shared browser), tracked or opened by hand. */
export async function closeOpenContexts(browser?: Browser) {
  const all = new Set([...open.keys(), ...(browser?.contexts() ?? [])]);
  await Promise.all([...all].map((c) => c.close().catch(() => undefined)));
  open.clear();
}
