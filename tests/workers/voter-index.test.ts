import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { artistVoterIndex, artistVoterTokens, tshirtPollVotes } from '../../db/schema';
import { buildWorkerDeps } from '../../worker/cloudflare/build-deps';
import { silentLogger } from '../../worker/lib/logger';
import { listVoters } from '../../worker/services/artist/list-voters';
import worker from '../../worker/entry.workers';
import { validCpf } from '../factories/voters';

afterEach(() => vi.restoreAllMocks());

// docs/decisions/0017-deferred-voter-index.md on Workers: the vote's request answers first, then
// indexes in its own waitUntil (one run per isolate); the minute cron catches what was left pending.
const bindings = env as Parameters<typeof worker.scheduled>[1];
const deps = async () => (await buildWorkerDeps(bindings, silentLogger)).deps;
const names = async (q: string) => (await listVoters(await deps(), { q, page: 1 })).rows.map((r) => r.name);

async function vote(name: string, n: number) {
  const ctx = createExecutionContext();
  const body = {
    name,
    cpf: validCpf(330_000_000 + n),
    whatsapp: '11987654321',
    email: `indice${n}@exemplo.com`,
    contactConsent: true,
    optionId: 'opt_design2',
  };
  const req = new Request('https://mito.example/trpc/poll.vote', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://mito.example' },
    body: JSON.stringify(body),
  });
  const res = await worker.fetch(req as Parameters<typeof worker.fetch>[0], bindings, ctx);
  expect(res.status).toBe(200);
  const { coupon } = ((await res.json()) as { result: { data: { coupon: string } } }).result.data;
  return { ctx, coupon };
}

describe('the voter index in workerd', () => {
  it("a stored vote is indexed in its own request's waitUntil, after the answer, and the panel finds it", async () => {
    const { ctx, coupon } = await vote('Trabalhadora Nuvem Esteves', 1);
    await waitOnExecutionContext(ctx);
    expect(await names('esteves')).toEqual(['Trabalhadora Nuvem Esteves']);
    const [row] = await (await deps()).db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.raffleCoupon, coupon));
    expect(row!.indexedAt).not.toBeNull();
  });

  it('the minute cron indexes a vote its request left pending (an isolate evicted mid-run)', async () => {
    const { ctx, coupon } = await vote('Pendente Cron Albuquerque', 2);
    await waitOnExecutionContext(ctx);
    const db = (await deps()).db;
    const [row] = await db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.raffleCoupon, coupon));
    await db.batch([
      db.delete(artistVoterTokens).where(eq(artistVoterTokens.voteId, row!.id)),
      db.delete(artistVoterIndex).where(eq(artistVoterIndex.voteId, row!.id)),
      db.update(tshirtPollVotes).set({ indexedAt: null }).where(eq(tshirtPollVotes.id, row!.id)),
    ]);
    expect(await names('albuquerque')).toEqual([]);

    const log = vi.spyOn(console, 'log');
    const cron = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), bindings, cron);
    await waitOnExecutionContext(cron);
    const lines = log.mock.calls.map((c) => JSON.parse(String(c[0])) as { msg: string; indexed?: number; done?: boolean });
    expect(lines.find((l) => l.msg === 'voter index')).toMatchObject({ indexed: 1, done: true });
    expect(await names('albuquerque')).toEqual(['Pendente Cron Albuquerque']);
    expect((await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM tshirt_poll_votes WHERE indexed_at IS NULL`))[0]!.n).toBe(0);
  });
});
