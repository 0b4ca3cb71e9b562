import { describe, expect, it } from 'vitest';
import { pollOptions, tshirtPollVotes } from '../../../db/schema';
import { eq } from 'drizzle-orm';
import { moveVote } from '../../../worker/services/poll/internal/move-vote';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';
import { httpApp } from './http';

const t = useTestDeps();
const caller = () => t.caller({ ip: nextVoterIp() });

/** Counters must always equal the stored votes per option. */
async function expectCountersMatchVotes() {
  const options = await t.deps.db.select({ id: pollOptions.id, n: pollOptions.voteCount }).from(pollOptions);
  const votes = await t.deps.db.select({ optionId: tshirtPollVotes.optionId }).from(tshirtPollVotes);
  for (const o of options) expect(o.n, o.id).toBe(votes.filter((v) => v.optionId === o.id).length);
}

describe('poll.changeVote', () => {
  it('with the voter token: moves the vote, keeps the coupon, moves both counters', async () => {
    const voted = await caller().poll.vote({ ...voterForm(), optionId: 'opt_design1' });
    const changed = await caller().poll.changeVote({ voterToken: voted.voterToken, optionId: 'opt_design4' });
    expect(changed).toEqual({
      optionId: 'opt_design4',
      designName: 'Chora Piranha',
      coupon: voted.coupon,
      emailConfirmed: false,
      countedAt: t.clock.now().toISOString(),
    });
    await expect(caller().poll.myVote({ voterToken: voted.voterToken })).resolves.toMatchObject({
      optionId: 'opt_design4',
      coupon: voted.coupon,
    });
    await expectCountersMatchVotes();
  });

  it('choosing the same design again changes nothing', async () => {
    const voted = await caller().poll.vote({ ...voterForm(), optionId: 'opt_design2' });
    await expect(caller().poll.changeVote({ voterToken: voted.voterToken, optionId: 'opt_design2' })).resolves.toMatchObject({
      optionId: 'opt_design2',
    });
    await expectCountersMatchVotes();
  });

  it('without a valid token: "Voto não encontrado", and nothing moves', async () => {
    await caller().poll.vote({ ...voterForm(), optionId: 'opt_design3' });
    await expect(caller().poll.changeVote({ voterToken: 'x'.repeat(43), optionId: 'opt_design1' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Voto não encontrado. Tente votar novamente.',
    });
    const http = httpApp(t.deps, '198.51.100.222');
    const missing = await http.mutation('poll.changeVote', { voterToken: '', optionId: 'opt_design1' });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe('Erro ao identificar voto anterior');
    await expectCountersMatchVotes();
  });

  it('a CPF is not a key: voting again with the CPF does not change the existing vote', async () => {
    const form = voterForm();
    const voted = await caller().poll.vote({ ...form, optionId: 'opt_design5' });
    await expect(caller().poll.vote({ ...form, optionId: 'opt_design1' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(caller().poll.myVote({ voterToken: voted.voterToken })).resolves.toMatchObject({ optionId: 'opt_design5' });
  });

  it('refuses a design from outside the poll', async () => {
    const voted = await caller().poll.vote({ ...voterForm(), optionId: 'opt_design1' });
    await expect(caller().poll.changeVote({ voterToken: voted.voterToken, optionId: 'opt_other' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('twenty concurrent changes from the same token leave the counters exact', async () => {
    const voted = await caller().poll.vote({ ...voterForm(), optionId: 'opt_design1' });
    const targets = Array.from({ length: 20 }, (_, i) => `opt_design${(i % 4) + 2}`);
    const results = await Promise.allSettled(
      targets.map((optionId) => caller().poll.changeVote({ voterToken: voted.voterToken, optionId })),
    );
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    await expectCountersMatchVotes();
  });

  it('a move read from a stale state (the vote already moved) changes nothing', async () => {
    const voted = await caller().poll.vote({ ...voterForm(), optionId: 'opt_design1' });
    const [row] = await t.deps.db
      .select({ id: tshirtPollVotes.id })
      .from(tshirtPollVotes)
      .where(eq(tshirtPollVotes.raffleCoupon, voted.coupon));
    const move = (to: string) => moveVote(t.deps, { voteId: row!.id, fromOptionId: 'opt_design1', toOptionId: to, now: t.clock.now() });
    expect(await move('opt_design2')).toBe(true);
    expect(await move('opt_design3')).toBe(false);
    await expectCountersMatchVotes();
  });
});
