import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS_FOLDER } from './migrate';

/**
 * Migrations are append-only: a database that applied a migration never applies it
 * again, so editing one leaves every existing database on the old schema. Each
 * committed migration's SHA-256 and journal timestamp (drizzle's migrator keys
 * applied migrations by it) are kept in db/migrations/lock.json; a unit test
 * (tests/unit/migrations-lock.test.ts) compares them on every `npm test`.
 */
export const LOCK_FILE = join(MIGRATIONS_FOLDER, 'lock.json');

export interface LockEntry {
  when: number;
  sha256: string;
}
export type MigrationLock = Record<string, LockEntry>;

interface Journal {
  entries: Array<{ tag: string; when: number }>;
}

/** Every migration as it is on disk now: file name → its journal timestamp and hash. */
export function currentMigrations(folder = MIGRATIONS_FOLDER): MigrationLock {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const when = new Map(journal.entries.map((e) => [`${e.tag}.sql`, e.when]));
  const out: MigrationLock = {};
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    out[file] = {
      when: when.get(file) ?? -1,
      sha256: createHash('sha256')
        .update(readFileSync(join(folder, file)))
        .digest('hex'),
    };
  }
  return out;
}

export function readLock(file = LOCK_FILE): MigrationLock {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MigrationLock) : {};
}

/** What breaks the rule, one sentence per migration, saying how to fix it. Empty when all is well. */
export function lockProblems(lock: MigrationLock, current: MigrationLock): string[] {
  const problems: string[] = [];
  for (const [file, locked] of Object.entries(lock)) {
    const now = current[file];
    if (!now)
      problems.push(`${file} was committed and is gone. Restore it (git checkout -- db/migrations/${file}); migrations are never removed.`);
    else if (now.sha256 !== locked.sha256 || now.when !== locked.when)
      problems.push(
        `${file} changed after it was committed. Migrations are append-only: restore it and its journal entry ` +
          `(git checkout -- db/migrations/) and put the change in a new migration (npx drizzle-kit generate --name <short_name>).`,
      );
  }
  for (const [file, now] of Object.entries(current)) {
    if (lock[file]) continue;
    if (now.when < 0)
      problems.push(
        `${file} has no entry in db/migrations/meta/_journal.json: generate migrations with drizzle-kit, do not add SQL files by hand.`,
      );
    else
      problems.push(
        `${file} is new and not in db/migrations/lock.json: run \`npm run db:lock\` to add it (it never changes an existing entry), and commit both.`,
      );
  }
  return problems;
}

// `npm run db:lock`: adds new migrations to the lock; refuses while a locked one has changed.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const lock = readLock();
  const current = currentMigrations();
  const broken = lockProblems(lock, current).filter((p) => !p.includes('is new'));
  if (broken.length > 0) {
    console.error(broken.join('\n'));
    process.exit(1);
  }
  const added = Object.keys(current).filter((f) => !lock[f]);
  writeFileSync(LOCK_FILE, JSON.stringify({ ...lock, ...Object.fromEntries(added.map((f) => [f, current[f]!])) }, null, 2) + '\n');
  console.log(added.length ? `Adicionadas ao lock: ${added.join(', ')}` : 'Nenhuma migração nova.');
}
