import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, subscriptions, users } from '../../../db/schema';
import { createApp } from '../../../worker/app';
import * as PATHS from '../../../worker/contracts/paths';
import { getSubscription } from '../../../worker/services/billing/get-subscription';
import { drawRound, drawWinners, parseCouponList, remainingListText, sha256HexOf } from '../../../worker/lib/raffle-draw';
import { raffleHousekeeping } from '../../../worker/services/raffle/raffle-housekeeping';
import { cookieHeaders, sessionCookieFrom, signUpForm } from '../../factories/accounts';
import { confirmationTokenFor, signUpAndConfirm } from '../../factories/confirmed-sign-up';
import { drawnRaffle, panel } from '../../factories/raffle';
import { nextVoterIp } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const DAY = 86_400_000;

async function signUp(email: string) {
  const { cookie, headers } = await signUpAndConfirm(t, { email }, { ip: nextVoterIp() });
  return { cookie, caller: t.caller({ headers }) };
}

describe('raffle: claims, the Bronze month, and redraws of unclaimed prizes', () => {
  it('the artist marks claims (audited); unclaimed prizes are redrawn from the list minus earlier winners with the derived seed', async () => {
    const { voters, seed, status } = await drawnRaffle(t, 16);
    const round1 = status.draw!.winners;
    const byCoupon = new Map(voters.map((v) => [v.coupon, v]));
    const [w1, w2, w3] = round1.map((c) => byCoupon.get(c)!);

    // w1 has an account with the vote's e-mail before the claim; w3 creates it after the claim.
    const member1 = await signUp(w1!.form.email.toUpperCase());
    let artist = await panel(t);

    // The panel lists the winners; their contact data is its own read, audited like a reveal.
    const listed = await artist.raffleWinners();
    expect(listed.map((w) => w.coupon)).toEqual(round1);
    expect(listed[0]).toMatchObject({ round: 1, claimed: false, expired: false });
    expect((await artist.raffleWinnerContacts())[0]).toMatchObject({
      coupon: round1[0],
      email: w1!.form.email,
      whatsapp: expect.stringMatching(/\d{10,}/),
    });
    const [viewed] = await t.deps.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(viewed).toMatchObject({ action: 'view_winners', target: 'ganhadores do sorteio' });

    // Not a winner → refused; before the deadline a redraw is not due.
    const loser = voters.find((v) => !round1.includes(v.coupon))!;
    await expect(artist.claimRafflePrize({ coupon: loser.coupon, documentChecked: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Este cupom não está entre os ganhadores.',
    });
    await expect(artist.redrawRaffle()).rejects.toMatchObject({ code: 'CONFLICT' });

    expect(await artist.claimRafflePrize({ coupon: w1!.coupon, documentChecked: true })).toMatchObject({ round: 1, bronze: 'granted' });
    expect(await artist.claimRafflePrize({ coupon: w1!.coupon.toLowerCase(), documentChecked: true })).toMatchObject({
      round: 1,
      bronze: 'granted',
    }); // idempotent
    expect(await artist.claimRafflePrize({ coupon: w2!.coupon, documentChecked: true })).toMatchObject({ bronze: 'pending' });
    expect(await artist.claimRafflePrize({ coupon: w3!.coupon, documentChecked: true })).toMatchObject({ bronze: 'pending' });
    const [claimedAudit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'claim_prize')).limit(1);
    expect(claimedAudit?.target).toBe(`cupom ${w1!.coupon}`);

    // The Bronze month shows on the dashboard's plan: Bronze, ending 30 days from the claim.
    const plan1 = await member1.caller.billing.myPlan();
    expect(plan1.subscription).toMatchObject({
      subscribed: true,
      tier: { name: 'Bronze' },
      subscriptionEnd: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    });

    // w3 signs up later, within the claim period, with the vote's e-mail: the month is given once the
    // e-mail is confirmed (whoever types someone else's address gets nothing), once.
    t.clock.advance(5 * DAY);
    await t.caller({ ip: nextVoterIp() }).auth.signUp(signUpForm({ email: w3!.form.email }));
    expect(await t.deps.db.select().from(subscriptions)).toHaveLength(1);
    const browser = t.caller({ ip: nextVoterIp() });
    await browser.auth.confirmEmail({ token: await confirmationTokenFor(t, w3!.form.email) });
    const member3 = { caller: t.caller({ headers: cookieHeaders(sessionCookieFrom(browser.ctx.resHeaders)!) }) };
    expect((await member3.caller.billing.myPlan()).subscription).toMatchObject({ tier: { name: 'Bronze' } });
    expect(await t.deps.db.select().from(subscriptions)).toHaveLength(2);

    // /meu-cupom: the winner sees the prize and its deadline; a non-winner sees that the draw happened.
    const w4 = byCoupon.get(round1[3]!)!;
    await expect(t.caller().poll.couponStatus({ voterToken: w4.voterToken })).resolves.toMatchObject({
      result: 'won',
      prize: { round: 1, claimed: false, expired: false, claimDeadline: status.draw!.claimDeadline },
    });
    await expect(t.caller().poll.couponStatus({ voterToken: w1!.voterToken })).resolves.toMatchObject({
      result: 'won',
      prize: { claimed: true },
    });
    await expect(t.caller().poll.couponStatus({ voterToken: loser.voterToken })).resolves.toMatchObject({
      raffle: 'drawn',
      result: 'not_won',
      prize: null,
    });

    // Past the deadline: a late claim is refused; the scheduled job draws round 2 for the 7 unclaimed prizes.
    t.clock.set(new Date(new Date(status.draw!.claimDeadline).getTime() + 1000));
    artist = await panel(t);
    await expect(artist.claimRafflePrize({ coupon: w4.coupon, documentChecked: true })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'O prazo de resgate deste prêmio terminou.',
    });
    expect(await raffleHousekeeping(t.deps)).toEqual({ round: 2, purged: 0, purgeDone: true });
    // The gift month has run out (no provider will send a cancellation): the plan reads as ended.
    const [u1] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, w1!.form.email));
    expect(await getSubscription(t.deps, { userId: u1!.id })).toMatchObject({ subscribed: false, tier: null });
    expect(await raffleHousekeeping(t.deps)).toEqual({ round: null, purged: 0, purgeDone: true });

    const list = await (await createApp(t.deps, { clientIp: () => '203.0.113.62' }).request(PATHS.raffleCoupons)).text();
    const after = await t.caller().raffle.status();
    if (after.state !== 'drawn') throw new Error('unreachable');
    const r2 = after.rounds[1]!;
    const list2 = remainingListText(list, round1);
    expect(r2).toMatchObject({ round: 2, seed: `${seed}:rodada:2`, couponCount: 6, listSha256: sha256HexOf(list2) });
    // Anyone recomputes it with the round-1 algorithm on the reduced list.
    expect(r2.winners).toEqual(drawWinners(sha256HexOf(list2), `${seed}:rodada:2`, parseCouponList(list2), 7));
    expect(r2.winners).toHaveLength(6); // only 6 coupons were left
    for (const c of r2.winners) expect(round1).not.toContain(c);
    expect(after.rounds[0]!.claimed.sort()).toEqual([w1!.coupon, w2!.coupon, w3!.coupon].sort());
    expect(after.settled).toBe(false); // round 2's claim period runs

    await expect(t.caller().poll.couponStatus({ voterToken: w4.voterToken })).resolves.toMatchObject({
      result: 'won',
      prize: { round: 1, expired: true },
    });
    const w5 = byCoupon.get(r2.winners[0]!)!;
    await expect(t.caller().poll.couponStatus({ voterToken: w5.voterToken })).resolves.toMatchObject({
      result: 'won',
      prize: { round: 2, expired: false },
    });
    expect((await artist.raffleWinners()).filter((w) => w.round === 2)).toHaveLength(6);
    expect(drawRound(list, seed, 2, round1, 7).winners).toEqual(r2.winners);

    // Retention waits for the last round: 30 days after round 1's deadline, round 2 still runs, nothing is purged.
    t.clock.set(new Date(new Date(status.draw!.claimDeadline).getTime() + 30 * DAY + 1));
    expect(await raffleHousekeeping(t.deps)).toEqual({ round: null, purged: 0, purgeDone: true });
    expect(await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'retention_purge'))).toHaveLength(0);
  });
});
