import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { polls, raffleFreezes, tshirtPollVotes } from '../../../db/schema';
import { parseCouponList } from '../../../worker/lib/raffle-draw';
import { couponLinkTokenFor } from '../../factories/coupon-mail';
import { readOutbox } from '../../factories/mailbox';
import { panel } from '../../factories/raffle';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const caller = () => t.caller({ ip: nextVoterIp(), origin: 'https://mcmito.example' });
const TAKEN = 'Este e-mail já confirmou um cupom neste sorteio.';
const LINK_INVALID = 'Este link de confirmação é inválido, já foi usado ou expirou. Peça um novo em Meu cupom.';

async function vote(over: Parameters<typeof voterForm>[0] = {}) {
  const form = voterForm(over);
  const voted = await caller().poll.vote({ ...form, optionId: 'opt_design3' });
  return { form, ...voted };
}
const statusOf = (voterToken: string) => caller().poll.couponStatus({ voterToken });

describe('raffle coupons confirmed by e-mail', () => {
  it('the vote answers with its coupon at once; the e-mail carries an absolute link; the coupon counts once the link is opened', async () => {
    const v = await vote();
    expect(v).toMatchObject({ coupon: expect.stringMatching(/^MITO-/), emailConfirmed: false });
    expect(await statusOf(v.voterToken)).toMatchObject({ emailConfirmed: false });
    await t.background.idle();
    const mail = readOutbox(t.dataDir).find((m) => m.to === v.form.email && m.kind === 'coupon_confirm');
    expect(mail?.subject).toBe('Confirme seu cupom do sorteio');
    expect(mail?.text).toContain(v.coupon);
    expect(mail?.links.find((l) => l.startsWith('https://mcmito.example/confirmar-cupom?token='))).toBeDefined();

    const token = await couponLinkTokenFor(t, v.form.email);
    await expect(caller().poll.confirmCoupon({ token })).resolves.toEqual({ coupon: v.coupon });
    expect(await statusOf(v.voterToken)).toMatchObject({ emailConfirmed: true });
    // The link works once.
    await expect(caller().poll.confirmCoupon({ token })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: LINK_INVALID });
  });

  it('one confirmed coupon per inbox: Gmail dots, +tags and googlemail are the same inbox, refused in words', async () => {
    const first = await vote({ email: 'maria.aparecida@gmail.com' });
    const second = await vote({ email: 'MariaAparecida+sorteio@googlemail.com' });
    const third = await vote({ email: 'm.a.r.i.a.aparecida+2@gmail.com' });
    await caller().poll.confirmCoupon({ token: await couponLinkTokenFor(t, first.form.email) });
    await expect(caller().poll.confirmCoupon({ token: await couponLinkTokenFor(t, second.form.email) })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: TAKEN,
    });
    await expect(caller().poll.confirmCoupon({ token: await couponLinkTokenFor(t, third.form.email) })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: TAKEN,
    });
    expect(await statusOf(second.voterToken)).toMatchObject({ emailConfirmed: false });
    const hashes = await t.deps.db
      .select({ hash: tshirtPollVotes.emailHash })
      .from(tshirtPollVotes)
      .where(eq(tshirtPollVotes.raffleCoupon, first.coupon));
    // A keyed hash of the inbox, never the address.
    expect(hashes[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an unknown, malformed or expired link is refused in words, never a 500', async () => {
    await expect(caller().poll.confirmCoupon({ token: 'a'.repeat(32) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: LINK_INVALID,
    });
    await expect(caller().poll.confirmCoupon({ token: 'não é um token' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: LINK_INVALID,
    });
    const v = await vote();
    const token = await couponLinkTokenFor(t, v.form.email);
    const now = t.clock.now();
    t.clock.advance(7 * 24 * 3600_000 + 60_000);
    await expect(caller().poll.confirmCoupon({ token })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: LINK_INVALID });
    t.clock.set(now);
    expect(await statusOf(v.voterToken)).toMatchObject({ emailConfirmed: false });
  });

  it('"Reenviar" sends a new link, limited per vote and per address; a wrong token is refused', async () => {
    const v = await vote();
    const ip = '203.0.113.77';
    await t.background.idle();
    const before = readOutbox(t.dataDir).filter((m) => m.to === v.form.email).length;
    await expect(t.caller({ ip }).poll.resendCouponMail({ voterToken: v.voterToken })).resolves.toEqual({ emailConfirmed: false });
    await t.background.idle();
    expect(readOutbox(t.dataDir).filter((m) => m.to === v.form.email)).toHaveLength(before + 1);
    await expect(t.caller({ ip }).poll.resendCouponMail({ voterToken: v.voterToken })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Muitos reenvios em pouco tempo\. Aguarde/),
    });
    // The newest link works (the earlier one too, until used).
    await caller().poll.confirmCoupon({ token: await couponLinkTokenFor(t, v.form.email) });
    t.clock.advance(10 * 60_000);
    await expect(t.caller({ ip }).poll.resendCouponMail({ voterToken: v.voterToken })).resolves.toEqual({ emailConfirmed: true });

    // Per address: one address cannot mail many voters.
    const spammer = '203.0.113.78';
    const others = [];
    for (let i = 0; i < 11; i++) others.push(await vote());
    const answers = await Promise.allSettled(
      others.map((o) => t.caller({ ip: spammer }).poll.resendCouponMail({ voterToken: o.voterToken })),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(10);
    expect(answers.filter((a) => a.status === 'rejected' && (a.reason as { code: string }).code === 'TOO_MANY_REQUESTS')).toHaveLength(1);

    await expect(caller().poll.resendCouponMail({ voterToken: 'x'.repeat(40) })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the frozen list (panel, /api/raffle, cupons.txt) holds confirmed coupons only', async () => {
    const confirmed = await vote();
    const unconfirmed = await vote();
    await caller().poll.confirmCoupon({ token: await couponLinkTokenFor(t, confirmed.form.email) });
    const [poll] = await t.deps.db.select().from(polls).limit(1);
    t.clock.set(new Date(poll!.closesAt.getTime() + 60_000));
    // After the close a link no longer changes the list.
    await expect(caller().poll.confirmCoupon({ token: await couponLinkTokenFor(t, unconfirmed.form.email) })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'A votação já terminou: não é mais possível confirmar cupons para este sorteio.',
    });
    await expect(caller().poll.resendCouponMail({ voterToken: unconfirmed.voterToken })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await (await panel(t)).freezeRaffle();
    const [freeze] = await t.deps.db.select().from(raffleFreezes).limit(1);
    const list = parseCouponList(freeze!.couponList);
    expect(list).toContain(confirmed.coupon);
    expect(list).not.toContain(unconfirmed.coupon);
    expect(freeze!.couponCount).toBe(list.length);
  });
});
