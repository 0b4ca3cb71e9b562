import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../worker/adapters/deps';
import { APP_ERRORS, type AppErrorCode, type ErrorBody } from '../../worker/contracts/errors';
import { answerError } from '../../worker/http/answer-error';
import type { AppEnv } from '../../worker/http/types';
import { AppError } from '../../worker/lib/app-error';
import type { Logger } from '../../worker/lib/logger';
import type { ReadError } from '../../web/lib/trpc-error';

/** What each tRPC code means over HTTP, written out here so the helper is checked against the standard, not against itself. */
const HTTP: Record<(typeof APP_ERRORS)[AppErrorCode][0], number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  METHOD_NOT_SUPPORTED: 405,
  INTERNAL_SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

type Line = { msg: string; fields?: Record<string, unknown> };

/** A plain route that fails with whatever the test hands it, behind the `deps`/`requestId` the app's first middleware sets. */
function appThatFails(fail: () => unknown, failsAs?: AppErrorCode) {
  const lines: Line[] = [];
  const logger: Logger = { info: () => {}, warn: () => {}, error: (msg, fields) => lines.push({ msg, fields }) };
  const app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('deps', { logger } as unknown as AppDeps);
      c.set('requestId', 'req-test-1');
      await next();
    })
    .get('/api/orders/:orderCode', (c) => {
      try {
        throw fail();
      } catch (e) {
        return answerError(c, e, { failsAs, headers: { 'Retry-After': '7' } });
      }
    });
  return { lines, get: () => app.request('/api/orders/MITO-SECRET1') };
}

describe('answerError: one status map for plain routes', () => {
  it.each(Object.keys(APP_ERRORS) as AppErrorCode[])(
    '%s answers its tRPC code’s status, its own text and code, never stored',
    async (code) => {
      const { lines, get } = appThatFails(() => new AppError(code));
      const res = await get();
      const [trpcCode, text] = APP_ERRORS[code];
      expect(res.status).toBe(HTTP[trpcCode]);
      expect(await res.json()).toEqual({ error: { message: text, code } } satisfies ErrorBody);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('retry-after')).toBe('7');
      // An AppError is an expected answer, not an incident.
      expect(lines).toEqual([]);
    },
  );

  it('keeps a message the service worded itself', async () => {
    const { get } = appThatFails(() => new AppError('MEDIA_TOO_LARGE', 'Arquivo muito grande. Seu plano permite arquivos de até 10 MB.'));
    const res = await get();
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { message: 'Arquivo muito grande. Seu plano permite arquivos de até 10 MB.', code: 'MEDIA_TOO_LARGE' },
    });
  });

  it('a database that refuses (SQLITE_IOERR) answers 503 DATABASE_UNAVAILABLE, not a 500', async () => {
    const { get } = appThatFails(() => Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' }));
    const res = await get();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { message: 'Estamos com instabilidade. Tente novamente em alguns minutos.', code: 'DATABASE_UNAVAILABLE' },
    });
  });

  it('a surprise is logged once (name, driver code, route pattern) and answered with the generic text, never its message or stack', async () => {
    const boom = Object.assign(new TypeError('insert into orders values (ana@exemplo.com) failed'), { code: 'SQLITE_CONSTRAINT' });
    const { lines, get } = appThatFails(() => boom);
    const res = await get();
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: { message: 'Algo deu errado. Tente novamente em alguns minutos.', code: 'INTERNAL' } });
    expect(body).not.toMatch(/insert|ana@|TypeError|at \//);
    expect(lines).toEqual([
      {
        msg: 'route failed',
        fields: { route: '/api/orders/:orderCode', requestId: 'req-test-1', name: 'TypeError', code: 'SQLITE_CONSTRAINT' },
      },
    ]);
    // The pattern, not the path: an order code (or a token) in the URL never reaches the log.
    expect(JSON.stringify(lines)).not.toMatch(/MITO-SECRET1|ana@|insert/);
  });

  it('a surprise in a route that names its failure answers that code (status and text)', async () => {
    const { lines, get } = appThatFails(() => new Error('database is locked'), 'ANALYTICS_UNAVAILABLE');
    const res = await get();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { message: 'Serviço indisponível. Tente novamente em instantes.', code: 'ANALYTICS_UNAVAILABLE' },
    });
    expect(lines).toHaveLength(1);
  });

  it('something thrown that is not an Error is still a surprise, not a crash', async () => {
    const { lines, get } = appThatFails(() => 'a string');
    expect((await get()).status).toBe(500);
    expect(lines[0]?.fields).toMatchObject({ name: 'string' });
  });
});

describe('the web reads the table’s codes typed', () => {
  it('a code of the table compiles, a misspelt one does not (npm run typecheck holds this)', () => {
    const known: ReadError['appCode'] = 'VOTE_ALREADY_CAST';
    // @ts-expect-error not a code of the table
    const misspelt: ReadError['appCode'] = 'VOTE_ALREADY_CASTED';
    expect([known, misspelt]).toHaveLength(2);
  });
});
