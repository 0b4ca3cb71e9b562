import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { currentMigrations, lockProblems, readLock } from '../../db/migrations-lock';

const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the committed migrations folder to break on purpose. */
function copy() {
  const dir = mkdtempSync(join(tmpdir(), 'mito-migrations-'));
  copies.push(dir);
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  return dir;
}

describe('migrations are append-only (db/migrations/lock.json)', () => {
  it('every committed migration is byte for byte what was locked, and every migration is locked', () => {
    const problems = lockProblems(readLock(), currentMigrations());
    expect(problems.join('\n')).toBe('');
    expect(Object.keys(readLock())).toContain('0000_init.sql');
  });

  it('an edited migration fails and says to fix forward', () => {
    const dir = copy();
    appendFileSync(join(dir, '0000_init.sql'), '\nCREATE INDEX sneaky ON orders (id);\n');
    expect(lockProblems(readLock(join(dir, 'lock.json')), currentMigrations(dir))).toEqual([
      expect.stringMatching(/^0000_init\.sql changed after it was committed\. .*new migration \(npx drizzle-kit generate/),
    ]);
  });

  it('a changed journal timestamp fails too (drizzle keys applied migrations by it)', () => {
    const dir = copy();
    const journalFile = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ when: number }> };
    journal.entries[0]!.when += 1;
    writeFileSync(journalFile, JSON.stringify(journal));
    expect(lockProblems(readLock(join(dir, 'lock.json')), currentMigrations(dir))[0]).toMatch(/0000_init\.sql changed/);
  });

  it('a removed migration fails', () => {
    const dir = copy();
    rmSync(join(dir, '0000_init.sql'));
    expect(lockProblems(readLock(join(dir, 'lock.json')), currentMigrations(dir))[0]).toMatch(/0000_init\.sql was committed and is gone/);
  });

  it('a new migration must be added to the lock, and the message says how', () => {
    const dir = copy();
    writeFileSync(join(dir, '9999_next.sql'), 'CREATE TABLE t (id text);\n');
    const journalFile = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<Record<string, unknown>> };
    journal.entries.push({ idx: 9999, version: '6', when: Date.now(), tag: '9999_next', breakpoints: true });
    writeFileSync(journalFile, JSON.stringify(journal));
    expect(lockProblems(readLock(join(dir, 'lock.json')), currentMigrations(dir))).toEqual([
      expect.stringContaining('9999_next.sql is new and not in db/migrations/lock.json: run `npm run db:lock`'),
    ]);
  });
});
