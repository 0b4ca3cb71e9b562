import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ERRORS, type AppErrorCode } from '../../worker/contracts/errors';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TABLE = 'worker/contracts/errors.ts';

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.gen.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((path) => path !== TABLE);
}

describe('the error table', () => {
  it('holds no dead code: each is thrown, answered, named as a procedure’s failsAs, or read by the web', () => {
    const text = [...sources('worker'), ...sources('web')].map((path) => readFileSync(join(ROOT, path), 'utf8')).join('\n');
    const unused = (Object.keys(APP_ERRORS) as AppErrorCode[]).filter((code) => !text.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });

  it('words every text in Portuguese sentences a person can read (no code, no English placeholder)', () => {
    for (const [code, [, text]] of Object.entries(APP_ERRORS)) {
      expect(text, code).toMatch(/^[A-ZÀ-Ú]/);
      expect(text, code).not.toMatch(/[A-Z]{2,}_[A-Z]|error|failed|undefined/i);
    }
  });
});
