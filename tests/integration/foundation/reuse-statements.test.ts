import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeDatabase } from '../../../worker/adapters/db/node';
import { STATEMENTS_PER_CONNECTION } from '../../../worker/adapters/db/reuse-statements';

/*
 * The embedded engine keeps each connection's prepared statements (worker/adapters/db/reuse-statements.ts):
 * a statement is compiled once per connection, and a kept one behaves as a fresh one would.
 */
const dir = mkdtempSync(join(tmpdir(), 'mito-reuse-statements-'));
const { db, close } = nodeDatabase(`file:${join(dir, 'test.db')}`, undefined, { concurrency: 1 });
afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

describe('prepared statements kept per connection', () => {
  it('compiles a statement once per connection, and not across connections', () => {
    const one = new Database(':memory:');
    const other = new Database(':memory:');
    expect(one.prepare('SELECT 1')).toBe(one.prepare('SELECT 1'));
    expect(other.prepare('SELECT 1')).not.toBe(one.prepare('SELECT 1'));
    one.close();
    other.close();
  });

  it('a kept statement that failed runs again, inside a transaction that still commits', async () => {
    await db.run(sql`CREATE TABLE kept (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)`);
    const insert = (v: string) => db.run(sql`INSERT INTO kept (v) VALUES (${v})`);
    await insert('a');
    await expect(insert('a')).rejects.toThrow();
    await expect(db.batch([insert('b'), insert('a')])).rejects.toThrow();
    await db.batch([insert('c'), insert('d')]);
    expect(await db.all(sql`SELECT v FROM kept ORDER BY v`)).toEqual([{ v: 'a' }, { v: 'c' }, { v: 'd' }]);
  });

  it('follows a schema change, and keeps answering past the cap of kept statements', async () => {
    await db.run(sql`CREATE TABLE shape (id INTEGER PRIMARY KEY)`);
    await db.run(sql`INSERT INTO shape (id) VALUES (1)`);
    expect(await db.all(sql`SELECT * FROM shape`)).toEqual([{ id: 1 }]);
    await db.run(sql`ALTER TABLE shape ADD COLUMN label TEXT DEFAULT 'x'`);
    expect(await db.all(sql`SELECT * FROM shape`)).toEqual([{ id: 1, label: 'x' }]);
    for (let i = 0; i < STATEMENTS_PER_CONNECTION + 10; i++) expect(await db.all(sql.raw(`SELECT ${i} AS n`))).toEqual([{ n: i }]);
    expect(await db.all(sql`SELECT * FROM shape`)).toEqual([{ id: 1, label: 'x' }]);
  });
});
