import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tshirtPollVotes } from '../../../db/schema';
import { hmacHex, randomToken } from '../../../worker/lib/crypto';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';
import { httpApp } from './http';

const t = useTestDeps();
const caller = () => t.caller({ ip: nextVoterIp() });
const newKey = () => randomToken(16);
const ALREADY = { code: 'CONFLICT', message: 'Seu voto já estava registrado! Aproveite a oferta exclusiva abaixo.' };

const votesOf = async (cpf: string) => {
  const hash = await hmacHex(t.deps.keys.cpfHmac, cpf.replace(/\D/g, ''));
  return t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.cpfHash, hash));
};

describe('poll.vote: a lost answer, then a vote for another design', () => {
  it('the key of the unanswered vote gives back its coupon and token, on the design first chosen', async () => {
    const form = voterForm();
    const lostKey = newKey();
    const lost = await caller().poll.vote({ ...form, optionId: 'opt_design1', voteKey: lostKey });
    const recovered = await caller().poll.vote({ ...form, optionId: 'opt_design3', voteKey: newKey(), earlierVoteKeys: [lostKey] });
    expect(recovered).toMatchObject({ optionId: 'opt_design1', coupon: lost.coupon, voterToken: lost.voterToken, emailConfirmed: false });
    expect(await votesOf(form.cpf)).toHaveLength(1);
    await expect(caller().poll.myVote({ voterToken: recovered.voterToken })).resolves.toMatchObject({
      optionId: 'opt_design1',
      coupon: lost.coupon,
    });
  });

  it('several unanswered keys: the one that matches is used, in any position', async () => {
    const form = voterForm();
    const lostKey = newKey();
    const lost = await caller().poll.vote({ ...form, optionId: 'opt_design2', voteKey: lostKey });
    const recovered = await caller().poll.vote({
      ...form,
      optionId: 'opt_design4',
      voteKey: newKey(),
      earlierVoteKeys: [newKey(), lostKey, newKey()],
    });
    expect(recovered.coupon).toBe(lost.coupon);
  });

  it('a CPF alone never gets the coupon back: other keys, no keys, or a key of another voter are "already voted"', async () => {
    const form = voterForm();
    await caller().poll.vote({ ...form, optionId: 'opt_design1', voteKey: newKey() });
    await expect(caller().poll.vote({ ...form, optionId: 'opt_design2', voteKey: newKey() })).rejects.toMatchObject(ALREADY);
    await expect(
      caller().poll.vote({ ...form, optionId: 'opt_design2', voteKey: newKey(), earlierVoteKeys: [newKey(), newKey()] }),
    ).rejects.toMatchObject(ALREADY);
    await expect(caller().poll.vote({ ...form, optionId: 'opt_design2' })).rejects.toMatchObject(ALREADY);

    // Someone else's vote key (another CPF) proves nothing about this CPF's vote.
    const otherKey = newKey();
    await caller().poll.vote({ ...voterForm(), optionId: 'opt_design1', voteKey: otherKey });
    await expect(
      caller().poll.vote({ ...form, optionId: 'opt_design2', voteKey: newKey(), earlierVoteKeys: [otherKey] }),
    ).rejects.toMatchObject(ALREADY);
  });

  it('the key of this CPF with another CPF typed is "already voted" for that CPF, never the first one’s coupon', async () => {
    const first = voterForm();
    const lostKey = newKey();
    await caller().poll.vote({ ...first, optionId: 'opt_design1', voteKey: lostKey });
    const second = voterForm();
    await caller().poll.vote({ ...second, optionId: 'opt_design1', voteKey: newKey() });
    await expect(
      caller().poll.vote({ ...second, optionId: 'opt_design5', voteKey: newKey(), earlierVoteKeys: [lostKey] }),
    ).rejects.toMatchObject(ALREADY);
  });

  it('malformed or too many earlier keys are refused with the form’s message, never a 500', async () => {
    const form = { ...voterForm(), optionId: 'opt_design1', voteKey: newKey() };
    const tooMany = await httpApp(t.deps, nextVoterIp()).mutation('poll.vote', {
      ...form,
      earlierVoteKeys: Array.from({ length: 6 }, newKey),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.message).toBe('Erro ao votar. Tente novamente.');
    const bad = await httpApp(t.deps, nextVoterIp()).mutation('poll.vote', { ...form, earlierVoteKeys: ["' OR 1=1 --"] });
    expect(bad.status).toBe(400);
    expect(await votesOf(form.cpf)).toHaveLength(0);
  });
});
