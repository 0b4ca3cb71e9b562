import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../setup/repo-files';

/**
 * `npm run lint` (eslint, prettier --check, knip) fails on what the house rules forbid, shown by a
 * planted file for each: a misformatted file, a hooks violation, a cross-domain internal/ import and
 * an unused export. ESLint and Prettier take the planted text at a path inside the repository;
 * knip reads the disk, so its two planted files are written there and removed after.
 */
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: REPO_ROOT });
  // ESLint loads its config, parsers and plugins on the first file it lints: that belongs to the setup.
  await eslint.lintText('', { filePath: `${REPO_ROOT}web/probe.tsx` });
});

const planted: string[] = [];
afterEach(() => planted.splice(0).forEach((f) => rmSync(f, { force: true })));

async function ruleIds(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${REPO_ROOT}${path}` });
  return result!.messages.map((m) => m.ruleId);
}

describe('npm run lint fails on a planted file', () => {
  it('a misformatted file (prettier --check)', async () => {
    const file = `${REPO_ROOT}worker/lib/probe.ts`;
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    expect((await prettier.getFileInfo(file, { ignorePath: `${REPO_ROOT}.prettierignore` })).ignored).toBe(false);
    expect(await prettier.check('export const answer = (a: number) => {\n    return a+1\n}\n', options)).toBe(false);
    expect(await prettier.check('export const answer = (a: number) => {\n  return a + 1;\n};\n', options)).toBe(true);
  });

  it('a hook called conditionally, and an effect that misses a dependency', async () => {
    const conditional = [
      "import { useState } from 'react';",
      'export function Probe({ on }: { on: boolean }) {',
      '  if (on) useState(0);',
      '  return null;',
      '}',
    ].join('\n');
    expect(await ruleIds('web/features/feed/probe.tsx', conditional)).toContain('react-hooks/rules-of-hooks');
    const missing = [
      "import { useEffect } from 'react';",
      'export function Probe({ id }: { id: string }) {',
      '  useEffect(() => console.log(id), []);',
      '  return null;',
      '}',
    ].join('\n');
    expect(await ruleIds('web/features/feed/probe.tsx', missing)).toContain('react-hooks/exhaustive-deps');
  });

  it("another domain's internal/ file", async () => {
    const ids = await ruleIds('worker/services/search/probe.ts', "export { feedOrder } from '../feed/internal/feed-order';");
    expect(ids).toContain('no-restricted-imports');
    expect(await ruleIds('worker/routers/feed/probe.ts', "export { x } from '../../services/feed/internal/feed-order';")).toContain(
      'no-restricted-imports',
    );
  });

  // knip reads the whole project (about 10 s of CPU): the one test here that needs more than the default time.
  it('an export nothing imports (knip)', { timeout: 180_000 }, () => {
    const name = `knip-probe-${process.pid}`;
    const lib = `${REPO_ROOT}worker/lib/${name}.ts`;
    const entry = `${REPO_ROOT}scripts/${name}.ts`;
    planted.push(lib, entry);
    writeFileSync(lib, 'export const usedProbe = 1;\nexport const unusedProbe = 2;\n');
    writeFileSync(entry, `import { usedProbe } from '../worker/lib/${name}';\n\nconsole.log(usedProbe);\n`);
    const run = spawnSync('npx', ['knip', '--include', 'exports', '--no-progress', '--reporter', 'json'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    const report = JSON.parse(run.stdout) as { issues: Array<{ file: string; exports?: Array<{ name: string }> }> };
    const found = report.issues.flatMap((i) => (i.exports ?? []).map((e) => `${i.file}: ${e.name}`));
    expect(found).toEqual([`worker/lib/${name}.ts: unusedProbe`]);
  });
});
