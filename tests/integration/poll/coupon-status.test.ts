import { describe, expect, it } from 'vitest';
import { polls } from '../../../db/schema';
import { confirmCoupons } from '../../factories/coupon-mail';
import { makeArtistSession } from '../../factories/sessions';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const caller = () => t.caller({ ip: nextVoterIp() });

describe('poll.couponStatus (/meu-cupom)', () => {
  it('from the voter token, or the coupon + last 4 CPF digits; open until the draw', async () => {
    const form = voterForm();
    const voted = await caller().poll.vote({ ...form, optionId: 'opt_design2' });
    const expected = {
      coupon: voted.coupon,
      designName: 'Favela Venceu',
      optionId: 'opt_design2',
      imageUrl: '/images/designs/design2.webp',
      pollClosed: false,
      raffle: 'open',
      result: null,
      drawnAt: null,
      prize: null,
      emailConfirmed: false,
      voided: false,
      consents: { contact: true, marketing: false },
    };
    await expect(caller().poll.couponStatus({ voterToken: voted.voterToken })).resolves.toEqual(expected);
    const last4 = form.cpf.replace(/\D/g, '').slice(-4);
    // By coupon (a browser without the token) it also gives the token back: the same one the vote answered with.
    await expect(caller().poll.couponStatus({ coupon: voted.coupon.toLowerCase(), cpfLast4: last4 })).resolves.toEqual({
      ...expected,
      voterToken: voted.voterToken,
    });
  });

  it('wrong last 4 digits or an unknown coupon: "Cupom não encontrado"', async () => {
    const form = voterForm();
    const voted = await caller().poll.vote({ ...form, optionId: 'opt_design2' });
    const wrong = String((Number(form.cpf.slice(-4).replace(/\D/g, '')) + 1) % 10000).padStart(4, '0');
    await expect(caller().poll.couponStatus({ coupon: voted.coupon, cpfLast4: wrong })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller().poll.couponStatus({ coupon: 'MITO-2222-22', cpfLast4: '1234' })).rejects.toMatchObject({
      message: 'Cupom não encontrado. Confira o código e os 4 últimos dígitos do CPF.',
    });
  });

  it('guessing last digits is rate limited per IP', async () => {
    const voted = await caller().poll.vote({ ...voterForm(), optionId: 'opt_design2' });
    const guesser = t.caller({ ip: '192.0.2.200' });
    const tries = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => guesser.poll.couponStatus({ coupon: voted.coupon, cpfLast4: String(i).padStart(4, '0') })),
    );
    expect(
      tries.filter((r) => r.status === 'rejected' && (r.reason as { code: string }).code === 'TOO_MANY_REQUESTS').length,
    ).toBeGreaterThan(0);
  });

  it('after the draw: won or not won', async () => {
    const votes = [];
    const emails: string[] = [];
    for (let i = 0; i < 12; i++) {
      const form = voterForm();
      emails.push(form.email);
      votes.push(await caller().poll.vote({ ...form, optionId: 'opt_design1' }));
    }
    await confirmCoupons(t, emails);
    const [poll] = await t.deps.db.select().from(polls).limit(1);
    t.clock.set(new Date(poll!.closesAt.getTime() + 60_000));
    const artist = await makeArtistSession(t.deps);
    await t.caller({ headers: artist.headers }).artist.freezeRaffle();
    const drawn = await t
      .caller({ headers: artist.headers })
      .artist.drawRaffle({ seed: 'Loteria Federal 12345', seedAgain: 'Loteria Federal 12345' });
    const winners = drawn.state === 'drawn' ? drawn.draw!.winners : [];
    // 12+ coupons in the list, 10 win: both outcomes occur.
    const mine = votes.map((v) => ({ v, won: winners.includes(v.coupon) }));
    expect(mine.some((m) => m.won)).toBe(true);
    expect(mine.some((m) => !m.won)).toBe(true);
    for (const { v, won } of mine) {
      await expect(caller().poll.couponStatus({ voterToken: v.voterToken })).resolves.toMatchObject({
        raffle: 'drawn',
        result: won ? 'won' : 'not_won',
      });
    }
  });
});
