import { existsSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureEvidence, evidenceDirFor, recordFailure } from './evidence';
import { MOBILE, newPage, useSiteAndBrowser } from './harness';

/**
 * A failing e2e test leaves its evidence: each open page's screenshot, the console of its pages and
 * the context's Playwright trace, and the failure message names the files. Driven here against a real
 * page of the running site, with a failed test's record as vitest hands it to the harness.
 */
const ctx = useSiteAndBrowser();
const scratch = mkdtempSync(join(tmpdir(), 'mito-evidence-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const nonEmpty = (file: string) => existsSync(file) && statSync(file).size > 0;

describe('evidence of a failing e2e step', () => {
  it('writes the screenshot, the console (with the page error) and the trace of an open page', async () => {
    const { context, page } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await page.goto('/');
    await page.evaluate(() => {
      console.warn('aviso da página antes da falha');
      setTimeout(() => {
        throw new Error('erro da página antes da falha');
      });
    });
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
    // The step that "fails": a button that is not there.
    const step = await page
      .getByRole('button', { name: 'Botão que não existe' })
      .click({ timeout: 300 })
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(step?.message).toContain('Botão que não existe');

    const files = await captureEvidence(context, join(scratch, 'direto'), 'contexto-1');
    const [shot, log, trace] = files;
    expect(files.map((f) => f.split('/').at(-1))).toEqual(['contexto-1-pagina-1.png', 'contexto-1-console.txt', 'contexto-1-trace.zip']);
    expect(readFileSync(shot!).subarray(1, 4).toString()).toBe('PNG');
    const text = readFileSync(log!, 'utf8');
    expect(text).toContain(`página 1: ${ctx.site.url}/`);
    expect(text).toContain('console.warning: aviso da página antes da falha');
    expect(text).toContain('pageerror: erro da página antes da falha');
    // A trace is a zip (PK…) with the click that failed in it.
    expect(nonEmpty(trace!)).toBe(true);
    expect(readFileSync(trace!).subarray(0, 2).toString()).toBe('PK');
    await context.close();
  });

  it("puts the files in the test's folder under test-results/e2e/ and names them in the failure message", async ({ task }) => {
    const { context, page } = await newPage(ctx.browser, ctx.site.url, MOBILE);
    await page.goto('/');
    // The record vitest holds for a test that has just failed (this one stays green).
    const failed = {
      ...task,
      result: { state: 'fail', errors: [{ name: 'AssertionError', message: 'expected 1 to be 2' }] },
    } as unknown as typeof task;
    await recordFailure(failed);
    const dir = evidenceDirFor(task);
    expect(dir).toMatch(/test-results\/e2e\/evidence\/evidence-of-a-failing-e2e-step-puts-the-files-in-the-test-s-folder/);
    const message = failed.result!.errors![0]!.message;
    expect(message).toMatch(/^expected 1 to be 2\n\nEvidência \(e2e\) em test-results\/e2e\/evidence\//);
    const named = [...message.matchAll(/^ {2}(test-results\/\S+)$/gm)].map((m) => m[1]!);
    expect(named.some((f) => f.endsWith('-pagina-1.png'))).toBe(true);
    expect(named.some((f) => f.endsWith('-console.txt'))).toBe(true);
    expect(named.some((f) => f.endsWith('-trace.zip'))).toBe(true);
    const root = new URL('../..', import.meta.url).pathname;
    for (const f of named) expect(nonEmpty(join(root, f))).toBe(true);
    rmSync(dir, { recursive: true, force: true });
    // The file's folder too, unless a real failure left evidence in it.
    if (readdirSync(dirname(dir)).length === 0) rmdirSync(dirname(dir));
    await context.close();
  });
});
