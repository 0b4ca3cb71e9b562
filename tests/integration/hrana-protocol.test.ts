import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHranaServer, type HranaServer } from '../../scripts/hrana-server';
import { manualClock } from '../../worker/adapters/clock/port';

// The parts of Hrana 3 over HTTP that @libsql/client does not exercise, spoken raw.
let dir: string;
let server: HranaServer;
// Idle streams are measured on this clock, moved by hand.
const clock = manualClock(new Date('2026-11-23T12:00:00Z'));
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mito-hrana-raw-'));
  server = await startHranaServer({ file: join(dir, 'raw.db'), streamIdleMs: 300, now: () => clock.now().getTime() });
  await pipeline(null, [{ type: 'execute', stmt: { sql: 'CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT UNIQUE)' } }, { type: 'close' }]);
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

type Result = { type: 'ok'; response: Record<string, unknown> } | { type: 'error'; error: { message: string; code: string } };
interface PipelineBody {
  baton: string | null;
  base_url: string | null;
  results: Result[];
}

async function pipeline(baton: string | null, requests: unknown[], version = 'v3'): Promise<PipelineBody> {
  const res = await fetch(`${server.url}/${version}/pipeline`, { method: 'POST', body: JSON.stringify({ baton, requests }) });
  expect(res.status).toBe(200);
  return (await res.json()) as PipelineBody;
}

const text = (value: string) => ({ type: 'text', value });
const exec = (sql: string, args: unknown[] = []) => ({ type: 'execute', stmt: { sql, args, want_rows: true } });

describe('Hrana over HTTP, raw', () => {
  it('answers the version checks: JSON v2 and v3 yes, Protobuf no', async () => {
    expect((await fetch(`${server.url}/v2`)).status).toBe(200);
    expect((await fetch(`${server.url}/v3`)).status).toBe(200);
    expect((await fetch(`${server.url}/v3-protobuf`)).status).toBe(404);
  });

  it('keeps a stream across requests with a fresh, single-use baton', async () => {
    const first = await pipeline(null, [exec('BEGIN'), exec('INSERT INTO t (v) VALUES (?)', [text('a')]), { type: 'get_autocommit' }]);
    expect(first.results.map((r) => r.type)).toEqual(['ok', 'ok', 'ok']);
    expect(first.results[2]).toEqual({ type: 'ok', response: { type: 'get_autocommit', is_autocommit: false } });
    expect(first.baton).toEqual(expect.any(String));
    const second = await pipeline(first.baton, [exec('ROLLBACK'), { type: 'get_autocommit' }, { type: 'close' }]);
    expect(second.results[1]).toEqual({ type: 'ok', response: { type: 'get_autocommit', is_autocommit: true } });
    expect(second.baton).toBeNull();
    const replay = await fetch(`${server.url}/v3/pipeline`, { method: 'POST', body: JSON.stringify({ baton: first.baton, requests: [] }) });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'STREAM_EXPIRED' });
  });

  it('refuses requests after close in the same pipeline', async () => {
    const body = await pipeline(null, [{ type: 'close' }, exec('SELECT 1')]);
    expect(body.results[1]).toMatchObject({ type: 'error', error: { code: 'STREAM_CLOSED' } });
    expect(body.baton).toBeNull();
  });

  it('stores SQL texts per stream and runs them by id', async () => {
    const body = await pipeline(null, [
      { type: 'store_sql', sql_id: 7, sql: 'SELECT ? + 1 AS n' },
      { type: 'execute', stmt: { sql_id: 7, args: [{ type: 'integer', value: '41' }] } },
      { type: 'store_sql', sql_id: 7, sql: 'SELECT 2' },
      { type: 'close_sql', sql_id: 7 },
      { type: 'execute', stmt: { sql_id: 7 } },
      { type: 'close' },
    ]);
    expect(body.results[1]).toMatchObject({
      type: 'ok',
      response: { result: { cols: [{ name: 'n', decltype: null }], rows: [[{ type: 'integer', value: '42' }]] } },
    });
    expect(body.results[2]).toMatchObject({ type: 'error' });
    expect(body.results[4]).toMatchObject({ type: 'error', error: { code: 'SQL_NOT_FOUND' } });
  });

  it('describes statements: parameters, columns, EXPLAIN and read-only', async () => {
    const body = await pipeline(null, [
      { type: 'describe', sql: 'SELECT id, v FROM t WHERE v = :v AND id > ?3' },
      { type: 'describe', sql: 'INSERT INTO t (v) VALUES (@v)' },
      { type: 'describe', sql: 'EXPLAIN SELECT 1' },
      { type: 'close' },
    ]);
    const [select, insert, explain] = body.results.map((r) => (r.type === 'ok' ? (r.response.result as Record<string, unknown>) : r.error));
    expect(select).toEqual({
      params: [{ name: ':v' }, { name: null }, { name: '?3' }],
      cols: [
        { name: 'id', decltype: 'INTEGER' },
        { name: 'v', decltype: 'TEXT' },
      ],
      is_explain: false,
      is_readonly: true,
    });
    expect(insert).toMatchObject({ params: [{ name: '@v' }], cols: [], is_readonly: false });
    expect(explain).toMatchObject({ is_explain: true, is_readonly: true });
  });

  it('evaluates batch conditions (ok, error, not, and, or, is_autocommit)', async () => {
    const steps = [
      { stmt: { sql: 'BEGIN' } },
      { condition: { type: 'ok', step: 0 }, stmt: { sql: "INSERT INTO t (v) VALUES ('dup')" } },
      { condition: { type: 'ok', step: 1 }, stmt: { sql: "INSERT INTO t (v) VALUES ('dup')" } },
      { condition: { type: 'error', step: 2 }, stmt: { sql: 'ROLLBACK' } },
      { condition: { type: 'and', conds: [{ type: 'ok', step: 3 }, { type: 'is_autocommit' }] }, stmt: { sql: 'SELECT 1' } },
      {
        condition: {
          type: 'or',
          conds: [
            { type: 'ok', step: 2 },
            { type: 'not', cond: { type: 'is_autocommit' } },
          ],
        },
        stmt: { sql: 'SELECT 2' },
      },
    ];
    const body = await pipeline(null, [{ type: 'batch', batch: { steps } }, { type: 'close' }], 'v2');
    const result = (body.results[0] as unknown as { response: { result: { step_results: unknown[]; step_errors: unknown[] } } }).response
      .result;
    expect(result.step_results.map((r) => r !== null)).toEqual([true, true, false, true, true, false]);
    expect(result.step_errors.map((e) => e !== null)).toEqual([false, false, true, false, false, false]);
    expect(result.step_errors[2]).toMatchObject({ code: 'SQLITE_CONSTRAINT', message: expect.stringContaining('UNIQUE') });
    const check = await pipeline(null, [exec("SELECT count(*) FROM t WHERE v = 'dup'"), { type: 'close' }]);
    expect(check.results[0]).toMatchObject({ response: { result: { rows: [[{ type: 'integer', value: '0' }]] } } });
  });

  it('streams a batch through v3/cursor as newline-separated entries', async () => {
    const res = await fetch(`${server.url}/v3/cursor`, {
      method: 'POST',
      body: JSON.stringify({
        baton: null,
        batch: { steps: [{ stmt: { sql: "SELECT 'x' AS a UNION ALL SELECT 'y'" } }, { stmt: { sql: 'SELECT nope' } }] },
      }),
    });
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toEqual({ baton: expect.any(String), base_url: null });
    expect(lines.slice(1).map((l) => l.type)).toEqual(['step_begin', 'row', 'row', 'step_end', 'step_error']);
    expect(lines[2]).toEqual({ type: 'row', row: [text('x')] });
    await pipeline(lines[0]!.baton as string, [{ type: 'close' }]);
  });

  it('closes an abandoned stream and rolls its transaction back', async () => {
    const open = await pipeline(null, [exec('BEGIN IMMEDIATE'), exec("INSERT INTO t (v) VALUES ('abandoned')")]);
    expect(server.sweepIdle()).toBe(0);
    clock.advance(300);
    expect(server.sweepIdle()).toBe(1);
    const late = await fetch(`${server.url}/v3/pipeline`, {
      method: 'POST',
      body: JSON.stringify({ baton: open.baton, requests: [exec('COMMIT')] }),
    });
    expect(late.status).toBe(400);
    // The write lock is free again and the row is gone.
    const after = await pipeline(null, [
      exec("INSERT INTO t (v) VALUES ('after')"),
      exec("SELECT count(*) FROM t WHERE v = 'abandoned'"),
      { type: 'close' },
    ]);
    expect(after.results[0]!.type).toBe('ok');
    expect(after.results[1]).toMatchObject({ response: { result: { rows: [[{ type: 'integer', value: '0' }]] } } });
  });

  it('answers malformed bodies with HTTP 400 and an Error body', async () => {
    const res = await fetch(`${server.url}/v3/pipeline`, { method: 'POST', body: 'not json' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.any(String), code: 'PROTOCOL' });
    const unknown = await pipeline(null, [{ type: 'teleport' }, { type: 'close' }]);
    expect(unknown.results[0]).toMatchObject({ type: 'error', error: { code: 'PROTOCOL' } });
  });

  it('checks a bearer token when one is configured', async () => {
    const guarded = await startHranaServer({ file: join(dir, 'raw.db'), authToken: 'dev-token' });
    try {
      expect((await fetch(`${guarded.url}/v3`)).status).toBe(401);
      expect((await fetch(`${guarded.url}/v3`, { headers: { authorization: 'Bearer dev-token' } })).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('serves a database per namespace, each a copy of the template made on first use', async () => {
    const spaces = join(dir, 'spaces');
    mkdirSync(spaces);
    const multi = await startHranaServer({ file: join(dir, 'raw.db'), namespaces: { dir: spaces } });
    const at = async (ns: string, baton: string | null, requests: unknown[]) =>
      (await (
        await fetch(`${multi.url}/ns/${ns}/v3/pipeline`, { method: 'POST', body: JSON.stringify({ baton, requests }) })
      ).json()) as PipelineBody;
    const count = async (ns: string) =>
      (await at(ns, null, [exec("SELECT count(*) FROM t WHERE v = 'only-in-a'"), { type: 'close' }])).results[0];
    try {
      await at('a', null, [exec("INSERT INTO t (v) VALUES ('only-in-a')"), { type: 'close' }]);
      expect(await count('a')).toMatchObject({ response: { result: { rows: [[{ type: 'integer', value: '1' }]] } } });
      expect(await count('b')).toMatchObject({ response: { result: { rows: [[{ type: 'integer', value: '0' }]] } } });
      // A baton names a stream of one namespace: it opens nothing in another.
      const open = await at('a', null, [exec('SELECT 1')]);
      const res = await fetch(`${multi.url}/ns/b/v3/pipeline`, {
        method: 'POST',
        body: JSON.stringify({ baton: open.baton, requests: [{ type: 'close' }] }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'STREAM_EXPIRED' });
      expect((await fetch(`${multi.url}/ns/Not..Valid/v3`)).status).toBe(404);
    } finally {
      await multi.close();
    }
  });
});
