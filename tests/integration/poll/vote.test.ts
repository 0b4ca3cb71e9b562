import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pollOptions, polls, tshirtPollVotes } from '../../../db/schema';
import { decryptText, hmacHex } from '../../../worker/lib/crypto';
import { COUPON_PATTERN } from '../../../worker/lib/coupon';
import { castVote } from '../../../worker/services/poll/cast-vote';
import { makeMember } from '../../factories/sessions';
import { maskedCpf, nextVoterIp, validCpf, voterForm } from '../../factories/voters';
import { createTestDeps, useTestDeps } from '../../setup/test-deps';
import { httpApp } from './http';

const t = useTestDeps();
const caller = () => t.caller({ ip: nextVoterIp() });

const counts = async () =>
  Object.fromEntries((await t.deps.db.select({ id: pollOptions.id, n: pollOptions.voteCount }).from(pollOptions)).map((r) => [r.id, r.n]));

describe('poll.current', () => {
  it('shows the five designs with base votes and one-decimal percentages', async () => {
    const poll = await caller().poll.current();
    expect(poll.id).toBe('poll_camiseta_oficial');
    expect(poll.closed).toBe(false);
    expect(new Date(poll.closesAt).getTime() - t.clock.now().getTime()).toBe(7 * 86_400_000);
    expect(poll.options.map((o) => o.order)).toEqual([1, 2, 3, 4, 5]);
    expect(poll.options[0]!.votes).toBeGreaterThanOrEqual(287);
    const sum = poll.options.reduce((a, o) => a + o.percent, 0);
    expect(Math.round(sum * 10) / 10).toBe(100);
  });
});

describe('poll.vote', () => {
  it('stores the vote with an encrypted CPF, issues a coupon and a voter token', async () => {
    const form = voterForm();
    const before = await counts();
    const res = await caller().poll.vote({ ...form, optionId: 'opt_design3' });
    expect(res.coupon).toMatch(COUPON_PATTERN);
    expect(res.voterToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.optionId).toBe('opt_design3');

    const [row] = await t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.raffleCoupon, res.coupon));
    const digits = form.cpf.replace(/\D/g, '');
    expect(row!.cpfHash).toBe(await hmacHex(t.deps.keys.cpfHmac, digits));
    expect(await decryptText(t.deps.keys.pii, row!.cpfEncrypted)).toBe(digits);
    expect(await decryptText(t.deps.keys.pii, row!.emailEncrypted)).toBe(form.email);
    expect(await decryptText(t.deps.keys.pii, row!.whatsappEncrypted)).toBe(form.whatsapp.replace(/\D/g, ''));
    expect(row!.cpfEncrypted).not.toContain(digits);
    expect(row!.voterTokenHash).not.toBe(res.voterToken);
    expect(row!.userId).toBeNull();
    expect((await counts()).opt_design3).toBe(before.opt_design3! + 1);

    await expect(caller().poll.myVote({ voterToken: res.voterToken })).resolves.toEqual({
      optionId: 'opt_design3',
      designName: 'Bonde do Mito',
      coupon: res.coupon,
      emailConfirmed: false,
    });
  });

  it('a second vote with the same CPF (any punctuation) is refused as already voted', async () => {
    const form = voterForm();
    await caller().poll.vote({ ...form, optionId: 'opt_design1' });
    const before = await counts();
    const again = { ...voterForm(), cpf: form.cpf.replace(/\D/g, ''), optionId: 'opt_design2' };
    await expect(caller().poll.vote(again)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Seu voto já estava registrado! Aproveite a oferta exclusiva abaixo.',
    });
    expect(await counts()).toEqual(before);
  });

  it('over HTTP: invalid input gives the first issue in Portuguese, never a 500', async () => {
    const http = httpApp(t.deps, '198.51.100.200');
    const bad = await http.mutation('poll.vote', { ...voterForm(), cpf: '111.111.111-11', optionId: 'opt_design1' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('CPF inválido');
    expect(bad.body.error?.data.fieldErrors).toEqual({ cpf: 'CPF inválido' });

    const short = await http.mutation('poll.vote', { ...voterForm(), name: 'Jo', optionId: 'opt_design1' });
    expect(short.body.error?.message).toBe('Nome deve ter pelo menos 3 caracteres');

    const garbage = await http.mutation('poll.vote', 'not an object');
    expect(garbage.status).toBe(400);

    const dup = voterForm();
    expect((await http.mutation('poll.vote', { ...dup, optionId: 'opt_design1' })).status).toBe(200);
    const conflict = await http.mutation('poll.vote', { ...dup, optionId: 'opt_design1' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error?.data.appCode).toBe('VOTE_ALREADY_CAST');
  });

  it('a coupon collision is retried with a new coupon', async () => {
    const first = await caller().poll.vote({ ...voterForm(), optionId: 'opt_design1' });
    const taken = first.coupon.replace(/-/g, '').slice(4);
    const bytesOf = (code: string) => new Uint8Array([...code].map((ch) => '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'.indexOf(ch)));
    const queue = [bytesOf(taken), bytesOf('ZZZZZZ')];
    const random = { ...t.deps.random, bytes: (n: number) => (n === 6 && queue.length ? queue.shift()! : t.deps.random.bytes(n)) };
    const second = await castVote(
      { ...t.deps, random },
      { vote: { ...voterForm(), optionId: 'opt_design1' }, ip: '198.51.100.251', userId: null, origin: 'http://localhost:3000' },
    );
    expect(second.coupon).toBe('MITO-ZZZZ-ZZ');
  });

  it('refuses an option that is not in the poll', async () => {
    await expect(caller().poll.vote({ ...voterForm(), optionId: 'opt_nope' })).rejects.toMatchObject({
      message: 'Design não encontrado nesta enquete.',
    });
  });

  it('attaches the member when a session cookie is present', async () => {
    const member = await makeMember(t.deps);
    const res = await t.caller({ ip: '198.51.100.250', headers: member.headers }).poll.vote({ ...voterForm(), optionId: 'opt_design5' });
    const [row] = await t.deps.db
      .select({ userId: tshirtPollVotes.userId })
      .from(tshirtPollVotes)
      .where(eq(tshirtPollVotes.raffleCoupon, res.coupon));
    expect(row!.userId).toBe(member.userId);
  });

  it('limits votes per IP with a Portuguese 429', async () => {
    const http = httpApp(t.deps, '192.0.2.99');
    const limit = t.deps.config.VOTE_RATE_LIMIT_PER_MINUTE;
    for (let i = 0; i < limit; i++)
      expect((await http.mutation('poll.vote', { ...voterForm(), optionId: 'opt_design2' })).status).toBe(200);
    const refused = await http.mutation('poll.vote', { ...voterForm(), optionId: 'opt_design2' });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe('Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.');
    t.clock.advance(61_000);
    expect((await http.mutation('poll.vote', { ...voterForm(), optionId: 'opt_design2' })).status).toBe(200);
  });
});

describe('closed poll', () => {
  it('after closing: no more votes, results for everyone', async () => {
    const c = await createTestDeps();
    try {
      const open = await c.caller({ ip: '10.0.0.1' }).poll.vote({ ...voterForm(), optionId: 'opt_design4' });
      c.clock.advance(7 * 86_400_000);
      const call = c.caller({ ip: '10.0.0.2' });
      await expect(call.poll.vote({ ...voterForm(), optionId: 'opt_design4' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'A votação foi encerrada. Obrigado por participar!',
      });
      await expect(call.poll.changeVote({ voterToken: open.voterToken, optionId: 'opt_design1' })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      const poll = await call.poll.current();
      expect(poll.closed).toBe(true);
      expect(poll.options.find((o) => o.id === 'opt_design4')!.votes).toBe(513);
      expect((await c.deps.db.select().from(tshirtPollVotes)).length).toBe(1);
    } finally {
      c.cleanup();
    }
  });

  it('with no active poll the most recent one is shown; no poll at all is "Enquete não encontrada"', async () => {
    const c = await createTestDeps({ seed: false });
    try {
      await expect(c.caller().poll.current()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Enquete não encontrada' });
      await c.deps.db
        .insert(polls)
        .values({ id: 'p_old', question: 'Antiga?', isActive: false, closesAt: new Date(0), createdAt: new Date(1000) });
      await expect(c.caller().poll.current()).resolves.toMatchObject({ id: 'p_old', closed: true });
    } finally {
      c.cleanup();
    }
  });
});

describe('voter privacy', () => {
  it('knowing a CPF gives nothing: no look-up by CPF exists and a duplicate reveals no coupon', async () => {
    const cpf = maskedCpf(validCpf(424242));
    const first = await caller().poll.vote({ ...voterForm({ cpf }), optionId: 'opt_design1' });
    const err = await caller()
      .poll.vote({ ...voterForm({ cpf }), optionId: 'opt_design2' })
      .catch((e: unknown) => e);
    expect(JSON.stringify(err)).not.toContain(first.coupon);
    expect(String((err as Error).message)).not.toContain(first.coupon);
    await expect(caller().poll.myVote({ voterToken: 'A'.repeat(43) })).resolves.toBeNull();
  });
});
