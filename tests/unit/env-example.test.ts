import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, nodeSettingsSchema } from '../../worker/env';
import { REPO_ROOT, textFiles } from '../setup/repo-files';

/**
 * `.dev.vars.example` lists every variable the site and its scripts read, so a newcomer never has
 * to read the code to learn a name. The names come from the code itself: the keys of the two
 * schemas in worker/env.ts (the only reader of the app's configuration), every `process.env.NAME`
 * in the server, database, scripts and build configuration, and every `import.meta.env.VITE_NAME`
 * in the web. Tests and benches read their own switches and are not part of it.
 */
const READERS = ['worker', 'db', 'scripts', 'web', 'vite.config.ts', 'drizzle.config.ts'];

function namesReadInCode(): string[] {
  const names = new Set([...Object.keys(configSchema.shape), ...Object.keys(nodeSettingsSchema.shape)]);
  for (const file of textFiles(READERS).filter((f) => /\.(ts|tsx)$/.test(f))) {
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    for (const [, name] of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(name!);
    for (const [, name] of text.matchAll(/import\.meta\.env\.(VITE_[A-Z0-9_]+)/g)) names.add(name!);
  }
  return [...names].sort();
}

/** `NAME=` at the start of a line, or `# NAME=` for the ones the scripts set themselves. */
function namesListed(example: string): Set<string> {
  return new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
}

describe('.dev.vars.example', () => {
  const example = readFileSync(join(REPO_ROOT, '.dev.vars.example'), 'utf8');

  it('lists every variable the code reads', () => {
    const read = namesReadInCode();
    // The schemas alone hold the app's configuration; the scan adds the scripts' and the build's.
    expect(read).toEqual(expect.arrayContaining(['CPF_ENCRYPTION_KEY', 'SERVE_WEB', 'WEB_DIST_DIR', 'API_PORT', 'VITE_WHATSAPP_NUMBER']));
    const listed = namesListed(example);
    expect(read.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('would fail on a variable that is read and not listed', () => {
    const listed = namesListed(example.replace(/^WEB_DIST_DIR=.*$/m, '').replace(/^#\s*WEB_DIST_DIR=.*$/m, ''));
    expect(namesReadInCode().filter((name) => !listed.has(name))).toEqual(['WEB_DIST_DIR']);
  });
});
