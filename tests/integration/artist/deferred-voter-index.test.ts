import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { artistVoterIndex, artistVoterTokens, tshirtPollVotes } from '../../../db/schema';
import { nodeDatabase } from '../../../worker/adapters/db/node';
import type { Db } from '../../../worker/adapters/db/port';
import { eraseVoteStatements } from '../../../worker/services/fan-data/internal/erase-vote-statements';
import { indexPendingVotes } from '../../../worker/services/artist/index-pending-votes';
import { makeArtistSession } from '../../factories/sessions';
import { maskedCpf, nextVoterIp, validCpf, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

// docs/decisions/0017-deferred-voter-index.md: the vote's request writes no search row; the
// indexer writes them in batches, from the stored vote, and only for voters still there.
const t = useTestDeps();
const names = async (q: string) => {
  const artist = t.caller({ headers: (await makeArtistSession(t.deps)).headers }).artist;
  return (await artist.voters({ q, page: 1 })).rows.map((r) => r.name);
};
const voteOf = async (coupon: string) =>
  (await t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.raffleCoupon, coupon)))[0]!;
const tokensOf = (id: string) => t.deps.db.$count(artistVoterTokens, eq(artistVoterTokens.voteId, id));

describe('the voter index, built off the vote path', () => {
  it('a vote cast through the procedure is found by the panel once the indexer ran, and it leaves the pending set', async () => {
    const cpf = validCpf(406_100_200);
    const voted = await t
      .caller({ ip: nextVoterIp() })
      .poll.vote({ ...voterForm({ name: 'Deferida Bastos Quintela', cpf: maskedCpf(cpf) }), optionId: 'opt_design1' });
    await t.indexVoters();
    expect(await names('quintela')).toEqual(['Deferida Bastos Quintela']);
    expect(await names(cpf.slice(1, 7))).toEqual(['Deferida Bastos Quintela']);
    const row = await voteOf(voted.coupon);
    expect(row.indexedAt).not.toBeNull();
    expect(await tokensOf(row.id)).toBeGreaterThan(20);
  });

  it('nobody has to ask: the timer armed by the vote indexes it within seconds', async () => {
    const voted = await t
      .caller({ ip: nextVoterIp() })
      .poll.vote({ ...voterForm({ name: 'Sozinha Teodora Vasconcelos' }), optionId: 'opt_design2' });
    const id = (await voteOf(voted.coupon)).id;
    await vi.waitFor(async () => expect((await voteOf(voted.coupon)).indexedAt).not.toBeNull(), { timeout: 5_000, interval: 50 });
    expect(await tokensOf(id)).toBeGreaterThan(20);
  });

  it('the pending votes are found through the partial index, not by scanning the votes', async () => {
    // On a connection of its own: the client leaves an EXPLAIN's read transaction open on its connection,
    // which would then keep seeing this moment's snapshot.
    const own = nodeDatabase(`file:${t.dbFile}`, undefined, { concurrency: 1 });
    try {
      const plan = await own.db.all<{ detail: string }>(
        sql`EXPLAIN QUERY PLAN SELECT id FROM ${tshirtPollVotes} WHERE indexed_at IS NULL ORDER BY id LIMIT 500`,
      );
      expect(plan.map((p) => p.detail).join(' | ')).toContain('tshirt_votes_unindexed_idx');
    } finally {
      own.close();
    }
  });

  it('a refused duplicate CPF, or a reused vote key with another CPF, adds no tokens to the stored vote', async () => {
    const cpf = validCpf(406_300_400);
    const voteKey = `k${Date.now()}deferred-index-key`;
    const voted = await t
      .caller({ ip: nextVoterIp() })
      .poll.vote({ ...voterForm({ name: 'Primeira Honorata Falcão', cpf: maskedCpf(cpf) }), optionId: 'opt_design3', voteKey });
    await t.indexVoters();
    const id = (await voteOf(voted.coupon)).id;
    const before = await tokensOf(id);
    await expect(
      t
        .caller({ ip: nextVoterIp() })
        .poll.vote({ ...voterForm({ name: 'Intrusa Duplicada Pimenta', cpf: maskedCpf(cpf) }), optionId: 'opt_design3' }),
    ).rejects.toMatchObject({
      cause: { code: 'VOTE_ALREADY_CAST' },
    });
    await expect(
      t.caller({ ip: nextVoterIp() }).poll.vote({
        ...voterForm({ name: 'Outra Chave Reusada', cpf: maskedCpf(validCpf(406_300_401)) }),
        optionId: 'opt_design3',
        voteKey,
      }),
    ).rejects.toMatchObject({ cause: { code: 'VOTE_KEY_REUSED' } });
    await t.indexVoters();
    expect(await tokensOf(id)).toBe(before);
    expect(await names('pimenta')).toEqual([]);
    expect(await names('reusada')).toEqual([]);
    expect(await names('honorata')).toEqual(['Primeira Honorata Falcão']);
  });

  it('an erased voter is not indexed, even when the erasure commits between the indexer reading and writing', async () => {
    const early = await t
      .caller({ ip: nextVoterIp() })
      .poll.vote({ ...voterForm({ name: 'Apagada Antes Siqueira' }), optionId: 'opt_design4' });
    const late = await t
      .caller({ ip: nextVoterIp() })
      .poll.vote({ ...voterForm({ name: 'Apagada Durante Siqueira' }), optionId: 'opt_design4' });
    const [a, b] = [await voteOf(early.coupon), await voteOf(late.coupon)];
    // Either one may have been indexed by the vote's own timer already: both are pending again, as if not.
    for (const v of [a, b]) {
      await t.deps.db.delete(artistVoterTokens).where(eq(artistVoterTokens.voteId, v.id));
      await t.deps.db.delete(artistVoterIndex).where(eq(artistVoterIndex.voteId, v.id));
      await t.deps.db.update(tshirtPollVotes).set({ indexedAt: null }).where(eq(tshirtPollVotes.id, v.id));
    }
    await t.deps.db.batch([...eraseVoteStatements(t.deps, a, t.clock.now())]);

    // The indexer has read `b` (pending, not erased yet) when the erasure of `b` commits, just before its write.
    const db = new Proxy(t.deps.db, {
      get: (target, key) =>
        key === 'batch'
          ? async (...args: Parameters<Db['batch']>) => {
              await target.batch([...eraseVoteStatements(t.deps, b, t.clock.now())]);
              return target.batch(...args);
            }
          : Reflect.get(target, key),
    });
    await indexPendingVotes({ ...t.deps, db });
    for (const v of [a, b]) {
      expect(await tokensOf(v.id)).toBe(0);
      expect(await t.deps.db.$count(artistVoterIndex, eq(artistVoterIndex.voteId, v.id))).toBe(0);
      expect((await voteOf(v.raffleCoupon)).indexedAt).not.toBeNull();
    }
    expect(await names('siqueira')).toEqual([]);
  });

  it('two runs over the same pending votes write each vote once; a vote that cannot be opened does not hold the queue', async () => {
    const voted = await t
      .caller({ ip: nextVoterIp() })
      .poll.vote({ ...voterForm({ name: 'Concorrente Ximenes Prado' }), optionId: 'opt_design5' });
    const broken = await t
      .caller({ ip: nextVoterIp() })
      .poll.vote({ ...voterForm({ name: 'Ilegível Lacrada Outra' }), optionId: 'opt_design5' });
    await t.indexVoters();
    const [v, x] = [await voteOf(voted.coupon), await voteOf(broken.coupon)];
    const once = await tokensOf(v.id);
    await t.deps.db.delete(artistVoterTokens).where(eq(artistVoterTokens.voteId, v.id));
    await t.deps.db.delete(artistVoterIndex).where(eq(artistVoterIndex.voteId, v.id));
    await t.deps.db.delete(artistVoterIndex).where(eq(artistVoterIndex.voteId, x.id));
    await t.deps.db.delete(artistVoterTokens).where(eq(artistVoterTokens.voteId, x.id));
    await t.deps.db.update(tshirtPollVotes).set({ indexedAt: null }).where(eq(tshirtPollVotes.id, v.id));
    // Sealed under some other key: it cannot be opened.
    await t.deps.db
      .update(tshirtPollVotes)
      .set({ indexedAt: null, emailEncrypted: Buffer.alloc(60, 1).toString('base64') })
      .where(eq(tshirtPollVotes.id, x.id));

    await Promise.all([indexPendingVotes(t.deps), indexPendingVotes(t.deps)]);
    expect(await tokensOf(v.id)).toBe(once);
    expect(await t.deps.db.$count(artistVoterIndex, eq(artistVoterIndex.voteId, v.id))).toBe(1);
    expect(await tokensOf(x.id)).toBe(0);
    expect(await t.deps.db.$count(tshirtPollVotes, sql`indexed_at IS NULL`)).toBe(0);
  });
});
