import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeDatabase } from '../../../worker/adapters/db/node';
import type { AppDeps } from '../../../worker/adapters/deps';
import { createApp } from '../../../worker/app';
import type { Logger } from '../../../worker/lib/logger';
import { groupCommitVoteWriter } from '../../../worker/adapters/vote-writer/group-commit';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { createTestDeps, type TestDeps } from '../../setup/test-deps';

/**
 * The one failure pipe of procedures (trpc/init.ts): a service lets a surprise go, and the
 * procedure's `failsAs` names the text people see. Driven through the whole HTTP app, so the
 * tRPC adapter's own error hook is in the path too: one log line per failure, not two.
 */
let t: TestDeps;
let readOnly: ReturnType<typeof nodeDatabase>;
const logs: Array<{ level: string; msg: string; fields?: Record<string, unknown> }> = [];
const logger: Logger = {
  info: () => {},
  warn: (msg, fields) => logs.push({ level: 'warn', msg, fields }),
  error: (msg, fields) => logs.push({ level: 'error', msg, fields }),
};

beforeAll(async () => {
  t = await createTestDeps();
  // SQLite's own read-only open: every write of the vote writer fails with SQLITE_READONLY.
  readOnly = nodeDatabase(`file:${encodeURIComponent(`file:${t.dbFile}?mode=ro`)}`);
});
afterAll(() => {
  readOnly.close();
  t.cleanup();
});

const post = (deps: AppDeps, path: string, body: unknown) =>
  createApp(deps, { clientIp: () => nextVoterIp() }).request(`http://localhost:3000/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-request-id': 'req-failure-pipe' },
    body: JSON.stringify(body),
  });

describe('a procedure whose database write fails', () => {
  it("poll.vote (failsAs VOTE_FAILED) answers 'Erro ao votar. Tente novamente.' and logs once, with no personal data", async () => {
    logs.length = 0;
    // A closed connection: a failure of ours, not the database refusing (that one answers 503, below).
    const closed = nodeDatabase(`file:${t.dbFile}`);
    closed.close();
    const deps: AppDeps = { ...t.deps, voteWriter: groupCommitVoteWriter(closed.db), logger };
    const form = voterForm({ name: 'Joana Falha Registrada', email: 'joana.falha@exemplo.com.br' });
    const res = await post(deps, 'poll.vote', { ...form, optionId: 'opt_design1' });

    expect(res.status).toBe(500);
    const { error } = (await res.json()) as { error: { message: string; data: { appCode: string | null } } };
    expect(error.message).toBe('Erro ao votar. Tente novamente.');
    expect(error.data.appCode).toBe('VOTE_FAILED');

    const errors = logs.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'procedure failed', fields: { path: 'poll.vote' } });
    expect(errors[0]!.fields?.requestId).toBe('req-failure-pipe');
    // Name, code, path and request id: never the driver's message (SQL, values) nor what the fan typed.
    expect(JSON.stringify(logs)).not.toMatch(/Joana|joana\.falha|insert into|readonly database|\d{3}\.\d{3}\.\d{3}/i);
  });

  it('poll.vote on a read-only database answers 503 DATABASE_UNAVAILABLE, not its failsAs 500, and logs once with the SQLite code', async () => {
    logs.length = 0;
    const deps: AppDeps = { ...t.deps, voteWriter: groupCommitVoteWriter(readOnly.db), logger };
    const form = voterForm({ name: 'Joana Falha Registrada', email: 'joana.falha2@exemplo.com.br' });
    const res = await post(deps, 'poll.vote', { ...form, optionId: 'opt_design1' });

    expect(res.status).toBe(503);
    const { error } = (await res.json()) as { error: { message: string; data: { appCode: string | null } } };
    expect(error.message).toBe('Estamos com instabilidade. Tente novamente em alguns minutos.');
    expect(error.data.appCode).toBe('DATABASE_UNAVAILABLE');

    const errors = logs.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'procedure failed', fields: { path: 'poll.vote', code: 'SQLITE_READONLY' } });
    expect(errors[0]!.fields?.requestId).toBe('req-failure-pipe');
    // Name, code, path and request id: never the driver's message (SQL, values) nor what the fan typed.
    expect(JSON.stringify(logs)).not.toMatch(/Joana|joana\.falha|insert into|readonly database|\d{3}\.\d{3}\.\d{3}/i);
  });

  it('a procedure without failsAs answers the generic text with no app code (the screen shows its own), also logged once', async () => {
    logs.length = 0;
    const closed = nodeDatabase(`file:${t.dbFile}`);
    closed.close();
    const res = await createApp({ ...t.deps, db: closed.db, logger }, { clientIp: () => '127.0.0.1' }).request(
      'http://localhost:3000/trpc/billing.tiers',
    );

    expect(res.status).toBe(500);
    const { error } = (await res.json()) as { error: { message: string; data: { appCode: string | null } } };
    expect(error.message).toBe('Algo deu errado. Tente novamente em alguns minutos.');
    expect(error.data.appCode).toBeNull();
    const errors = logs.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'procedure failed', fields: { path: 'billing.tiers' } });
  });

  it('an expected failure (the table’s own code) is answered as is and not logged as a failure', async () => {
    logs.length = 0;
    const res = await post({ ...t.deps, logger }, 'poll.vote', { ...voterForm(), optionId: 'opt_nao_existe' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { data: { appCode: string } } }).error.data.appCode).toBe('OPTION_NOT_FOUND');
    expect(logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});

describe('the procedure builders refuse with the table’s codes', () => {
  it("an artist procedure without a panel session: 401 ARTIST_UNAUTHORIZED, 'Sessão do painel expirada. Entre novamente.', nothing logged", async () => {
    logs.length = 0;
    const res = await createApp({ ...t.deps, logger }, { clientIp: () => '127.0.0.1' }).request('http://localhost:3000/trpc/artist.stats', {
      headers: { cookie: 'mito_artist=forjadoforjadoforjadoforjado' },
    });
    expect(res.status).toBe(401);
    const { error } = (await res.json()) as { error: { message: string; data: { appCode: string | null } } };
    expect(error).toMatchObject({ message: 'Sessão do painel expirada. Entre novamente.', data: { appCode: 'ARTIST_UNAUTHORIZED' } });
    expect(logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});
