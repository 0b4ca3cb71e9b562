import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthProbes } from '../../../db/schema';
import { nodeDatabase } from '../../../worker/adapters/db/node';
import type { AppDeps } from '../../../worker/adapters/deps';
import { createApp } from '../../../worker/app';
import type { Logger } from '../../../worker/lib/logger';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps({ seed: false });

const get = (deps: AppDeps, path: string) => createApp(deps, { clientIp: () => '127.0.0.1' }).request(`http://localhost${path}`);

describe('GET /health and /health/ready', () => {
  it('a healthy site is live and ready, and readiness really committed a write', async () => {
    const live = await get(t.deps, '/health');
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ ok: true, status: 'live' });
    const ready = await get(t.deps, '/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ok: true, status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    const probe = await t.deps.db.select().from(healthProbes).where(eq(healthProbes.id, 'readiness')).get();
    expect(probe?.checkedAt.getTime()).toBe(t.clock.now().getTime());
  });
});

describe('a database that refuses writes', () => {
  // SQLite's own read-only open (URI `mode=ro`): unlike chmod, it holds for root too.
  // `file:` + a percent-encoded SQLite URI reaches the engine as `file:/…/test.db?mode=ro`.
  let readOnly: ReturnType<typeof nodeDatabase>;
  const logs: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
  const logger: Logger = {
    info: () => {},
    warn: (msg, fields) => logs.push({ msg, fields }),
    error: (msg, fields) => logs.push({ msg, fields }),
  };
  let deps: AppDeps;
  beforeAll(() => {
    readOnly = nodeDatabase(`file:${encodeURIComponent(`file:${t.dbFile}?mode=ro`)}`);
    deps = { ...t.deps, db: readOnly.db, logger };
  });
  afterAll(() => readOnly.close());

  it('reads fine (the engine really opened it read-only)', async () => {
    expect(await readOnly.db.select().from(healthProbes).all()).toBeInstanceOf(Array);
    await expect(readOnly.db.insert(healthProbes).values({ id: 'x', checkedAt: new Date() })).rejects.toThrow();
  });

  it('is still live, but not ready: 503 with the reason and the SQLite code', async () => {
    expect((await get(deps, '/health')).status).toBe(200);
    const ready = await get(deps, '/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ok: false, status: 'not_ready', reason: 'database_read_only', code: 'SQLITE_READONLY' });
    expect(logs.find((l) => l.msg === 'readiness: database refuses writes')?.fields).toMatchObject({
      code: 'SQLITE_READONLY',
      reason: 'database_read_only',
    });
  });

  it('a failed write is logged with its SQLite code and no personal data', async () => {
    logs.length = 0;
    const res = await createApp(deps, { clientIp: () => '10.9.8.7' }).request('http://localhost/api/analytics', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ visitorId: 'visitor-readonly', events: [{ name: 'page_view', path: '/', props: { item_name: 'Camiseta' } }] }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { message: 'Serviço indisponível. Tente novamente em instantes.', code: 'ANALYTICS_UNAVAILABLE' },
    });
    const line = logs.find((l) => l.msg === 'route failed');
    expect(line?.fields).toMatchObject({ route: '/api/analytics', code: 'SQLITE_READONLY' });
    // Name and code only: never the driver's message, which can carry SQL and values.
    expect(JSON.stringify(logs)).not.toMatch(/visitor-readonly|insert into|attempt to write/i);
  });
});

describe('a procedure on a database that refuses writes', () => {
  let readOnly: ReturnType<typeof nodeDatabase>;
  let deps: AppDeps;
  beforeAll(() => {
    readOnly = nodeDatabase(`file:${encodeURIComponent(`file:${t.dbFile}?mode=ro`)}`);
    deps = { ...t.deps, db: readOnly.db, logger: { info: () => {}, warn: () => {}, error: () => {} } };
  });
  afterAll(() => readOnly.close());

  it('answers 503 DATABASE_UNAVAILABLE with its Portuguese text, never a 500 or the driver message', async () => {
    const res = await createApp(deps, { clientIp: () => '10.9.8.8' }).request('http://localhost:3000/trpc/auth.signUp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({
        email: 'leitura@exemplo.com.br',
        password: 'senha-longa-123',
        username: 'leitura_fa',
        displayName: 'Fã Leitura',
        whatsapp: '11987654321',
      }),
    });
    const text = await res.text();
    expect(res.status, text).toBe(503);
    expect(JSON.parse(text).error.data.appCode).toBe('DATABASE_UNAVAILABLE');
    expect(JSON.parse(text).error.message).toBe('Estamos com instabilidade. Tente novamente em alguns minutos.');
    expect(text).not.toMatch(/SQLITE|insert into|attempt to write/i);
  });
});
