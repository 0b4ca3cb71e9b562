import { createClient, type Client } from '@libsql/client/web';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../db/migrate';
import { seedCatalogue } from '../../db/seed/seed-catalogue';
import { startHranaServer, type HranaServer } from '../../scripts/hrana-server';
import { webDatabase } from '../../worker/adapters/db/web';
import { listTiers } from '../../worker/services/billing/list-tiers';
import { CLUB_TSHIRTS } from '../../worker/contracts/club-tshirts';

// The dev Hrana endpoint, driven by the same client the Worker uses (@libsql/client/web).
let dir: string;
let server: HranaServer;
let client: Client;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mito-hrana-'));
  server = await startHranaServer({ file: join(dir, 'scratch.db') });
  client = createClient({ url: server.url, intMode: 'bigint' });
  await client.execute('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT UNIQUE, price REAL, big INTEGER, data BLOB, note TEXT)');
});
afterAll(async () => {
  client.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async (c: Client = client) => (await c.execute('SELECT count(*) AS n FROM items')).rows[0]!.n as bigint;

describe('Hrana dev server with @libsql/client/web', () => {
  it('executes with positional and named arguments and keeps every value type exact', async () => {
    const big = 9_007_199_254_740_993n; // not representable as a JS number
    const blob = new Uint8Array([0, 255, 7]);
    const ins = await client.execute({
      sql: 'INSERT INTO items (name, price, big, data, note) VALUES (?, ?, ?, ?, ?)',
      args: ['camiseta', 89.9, big, blob, null],
    });
    expect(ins.rowsAffected).toBe(1);
    expect(ins.lastInsertRowid).toBeGreaterThan(0n);
    await client.execute({
      sql: 'INSERT INTO items (name, price, big) VALUES (:name, @price, $big)',
      args: { name: 'boné', price: 49.5, big: 2n },
    });

    const rs = await client.execute({ sql: 'SELECT id, name, price, big, data, note FROM items WHERE name = ?', args: ['camiseta'] });
    expect(rs.columns).toEqual(['id', 'name', 'price', 'big', 'data', 'note']);
    expect(rs.columnTypes).toEqual(['INTEGER', 'TEXT', 'REAL', 'INTEGER', 'BLOB', 'TEXT']);
    const row = rs.rows[0]!;
    expect(row.id).toBe(ins.lastInsertRowid);
    expect(row.name).toBe('camiseta');
    expect(row.price).toBe(89.9);
    expect(row.big).toBe(big);
    expect(new Uint8Array(row.data as ArrayBuffer)).toEqual(blob);
    expect(row.note).toBeNull();
    const named = await client.execute({ sql: 'SELECT price, big FROM items WHERE name = :n', args: { n: 'boné' } });
    expect(named.rows[0]).toMatchObject({ price: 49.5, big: 2n });
  });

  it('reports the rows a RETURNING write changed', async () => {
    const rs = await client.execute({ sql: "UPDATE items SET note = 'x' WHERE name IN ('camiseta', 'boné') RETURNING name", args: [] });
    expect(rs.rows.map((r) => r.name).sort()).toEqual(['boné', 'camiseta']);
    expect(rs.rowsAffected).toBe(2);
  });

  it('runs a batch atomically: one failing statement undoes the others', async () => {
    const before = await count();
    const ok = await client.batch(
      [
        { sql: 'INSERT INTO items (name) VALUES (?)', args: ['a'] },
        { sql: 'INSERT INTO items (name) VALUES (?)', args: ['b'] },
      ],
      'write',
    );
    expect(ok.map((r) => r.rowsAffected)).toEqual([1, 1]);
    await expect(
      client.batch(
        [
          { sql: 'INSERT INTO items (name) VALUES (?)', args: ['c'] },
          { sql: 'INSERT INTO items (name) VALUES (?)', args: ['a'] },
        ],
        'write',
      ),
    ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT' });
    expect(await count()).toBe(before + 2n);
  });

  it('commits an interactive transaction, which others see only after COMMIT', async () => {
    const other = createClient({ url: server.url, intMode: 'bigint' });
    const before = await count();
    const tx = await client.transaction('write');
    await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['tx-commit'] });
    expect(await count(tx as unknown as Client)).toBe(before + 1n);
    expect(await count(other)).toBe(before);
    await tx.commit();
    expect(await count(other)).toBe(before + 1n);
    other.close();
  });

  it('rolls back an interactive transaction', async () => {
    const before = await count();
    const tx = await client.transaction('write');
    await tx.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['tx-rollback'] });
    await tx.rollback();
    expect(await count()).toBe(before);
    expect(server.openStreams()).toBe(0);
  });

  it('lets a second writer wait for the first transaction instead of blocking the server', async () => {
    const second = createClient({ url: server.url });
    const tx1 = await client.transaction('write');
    await tx1.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['first'] });
    // The client sends BEGIN IMMEDIATE with the first statement; the server waits for the lock.
    let secondWrote = false;
    const tx2Promise = second.transaction('write').then(async (tx2) => {
      await tx2.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['second'] });
      secondWrote = true;
      await tx2.commit();
    });
    // The second writer's statement reached the server and is waiting for the lock, not blocking it.
    await expect.poll(() => server.waitingForLock()).toBe(1);
    expect(secondWrote).toBe(false);
    // Served while the second writer waits for the lock: the event loop is free.
    await tx1.commit();
    await tx2Promise;
    const names = (await client.execute("SELECT name FROM items WHERE name IN ('first', 'second') ORDER BY id")).rows.map((r) => r.name);
    expect(names).toEqual(['first', 'second']);
    second.close();
  });

  it('answers errors as errors, with SQLite or Hrana codes', async () => {
    await expect(client.execute('SELEC 1')).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
      message: expect.stringContaining('syntax error'),
    });
    await expect(client.execute('SELECT * FROM nowhere')).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
      message: expect.stringContaining('no such table'),
    });
    await expect(client.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['a'] })).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT',
    });
    await expect(client.execute({ sql: 'SELECT ?, ?', args: [1] })).rejects.toMatchObject({ code: 'ARGS_INVALID' });
    await expect(client.execute({ sql: 'SELECT ?', args: [1, 2] })).rejects.toMatchObject({ code: 'ARGS_INVALID' });
    await expect(client.execute({ sql: 'SELECT :a', args: { b: 1 } })).rejects.toMatchObject({ code: 'ARGS_INVALID' });
    await expect(client.execute('SELECT 1; SELECT 2')).rejects.toMatchObject({ code: 'SQL_MANY_STATEMENTS' });
    await expect(client.execute('  -- nothing')).rejects.toMatchObject({ code: 'SQL_NO_STATEMENT' });
    // The server is still fine afterwards.
    expect((await client.execute('SELECT 1 AS one')).rows[0]!.one).toBe(1n);
  });

  it('runs a sequence of statements (executeMultiple), including a trigger body', async () => {
    await client.executeMultiple(`
      CREATE TABLE audit (name TEXT);
      CREATE TRIGGER items_audit AFTER INSERT ON items BEGIN INSERT INTO audit VALUES (new.name); END;
    `);
    await client.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['audited'] });
    expect((await client.execute('SELECT name FROM audit')).rows.map((r) => r.name)).toEqual(['audited']);
    await expect(client.executeMultiple('CREATE TABLE t1 (a); CREATE TABLE t1 (a);')).rejects.toMatchObject({ code: 'SQLITE_ERROR' });
    // A trigger is one statement for `execute`, semicolons in its body included (migrations may hold one).
    await client.execute(
      "CREATE TRIGGER items_au AFTER UPDATE ON items BEGIN INSERT INTO audit VALUES ('u'); INSERT INTO audit VALUES ('u2'); END",
    );
    await client.execute("UPDATE items SET note = 'y' WHERE name = 'audited'");
    expect((await client.execute("SELECT count(*) AS n FROM audit WHERE name LIKE 'u%'")).rows[0]!.n).toBe(2n);
  });

  it('closes every stream the client opened', () => {
    expect(server.openStreams()).toBe(0);
  });
});

describe('drizzle through the Hrana dev server', () => {
  it('migrates an empty database, seeds it and reads it back with the Worker driver', async () => {
    const other = await startHranaServer({ file: join(dir, 'drizzle.db') });
    try {
      const db = webDatabase(other.url);
      await migrateDatabase(db);
      // A second run finds every migration applied.
      await migrateDatabase(db);
      await seedCatalogue(db, { now: new Date('2026-11-23T12:00:00Z'), pollDurationDays: 7, tshirts: CLUB_TSHIRTS });
      const tiers = await listTiers({ db });
      expect(tiers.map((t) => t.name)).toEqual(['Bronze', 'Prata', 'Ouro']);
      expect(other.openStreams()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
