import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, subscriptions } from '../../../db/schema';
import { raffleHousekeeping } from '../../../worker/services/raffle/raffle-housekeeping';
import { makeBillingMember, press, profileTier, simulatorApp, storedSubscription, subscriptionRow } from '../../factories/billing';
import { signUpAndConfirm } from '../../factories/confirmed-sign-up';
import { drawnRaffle, panel } from '../../factories/raffle';
import { makeMember } from '../../factories/sessions';
import { nextVoterIp } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const audits = async (action: string) => (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, action))).map((a) => a.target);

describe("'Desfazer' a prize marked as claimed, until the redraw of its round", () => {
  it('undo removes the claim and ends the Bronze month it gave, keeps a plan taken since, and closes at the redraw', async () => {
    const { voters, status } = await drawnRaffle(t, 16);
    const round1 = status.draw!.winners;
    const byCoupon = new Map(voters.map((v) => [v.coupon, v]));
    const [w1, w2, w3, w4, w5, w6] = round1.map((c) => byCoupon.get(c)!);

    // Only the panel: a visitor and a member are refused the undo, before anything is read.
    const member = await makeMember(t.deps);
    for (const caller of [t.caller(), t.caller({ headers: member.headers })]) {
      await expect(caller.artist.unclaimRafflePrize({ coupon: w1!.coupon })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Sessão do painel expirada. Entre novamente.',
      });
    }

    // w1 has a confirmed account with the vote's e-mail: the claim gives the Bronze month.
    const m1 = await signUpAndConfirm(t, { email: w1!.form.email }, { ip: nextVoterIp() });
    const plan1 = () => t.caller({ headers: m1.headers }).billing.myPlan();
    const artist = await panel(t);
    await expect(artist.unclaimRafflePrize({ coupon: w1!.coupon })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este prêmio não está marcado como resgatado.',
    });
    expect(await artist.claimRafflePrize({ coupon: w1!.coupon, documentChecked: true })).toMatchObject({ bronze: 'granted' });
    expect((await plan1()).subscription).toMatchObject({ subscribed: true, tier: { name: 'Bronze' } });
    expect((await artist.raffleWinners()).find((w) => w.coupon === w1!.coupon)).toMatchObject({ claimed: true, undoable: true });

    // The undo: the claim goes, and so does the month it gave (the plan reads as ended, the profile has no tier).
    expect(await artist.unclaimRafflePrize({ coupon: w1!.coupon.toLowerCase() })).toEqual({
      coupon: w1!.coupon,
      round: 1,
      bronze: 'ended',
    });
    expect((await plan1()).subscription).toMatchObject({ subscribed: false, tier: null, status: 'canceled' });
    expect(await profileTier(t, m1.userId)).toBeNull();
    expect(await t.caller({ headers: m1.headers }).members.rights()).toMatchObject({ tier: null, canPost: false });
    expect((await artist.raffleWinners()).find((w) => w.coupon === w1!.coupon)).toMatchObject({
      claimed: false,
      expired: false,
      undoable: false,
    });
    await expect(t.caller().poll.couponStatus({ voterToken: w1!.voterToken })).resolves.toMatchObject({ prize: { claimed: false } });
    // Each action is one audit entry; a second undo is refused and writes none.
    expect(await audits('claim_prize')).toEqual([`cupom ${w1!.coupon}`]);
    expect(await audits('unclaim_prize')).toEqual([`cupom ${w1!.coupon}`]);
    await expect(artist.unclaimRafflePrize({ coupon: w1!.coupon })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este prêmio não está marcado como resgatado.',
    });
    expect(await audits('unclaim_prize')).toHaveLength(1);
    // Marked again (the real claim this time): a new month.
    expect(await artist.claimRafflePrize({ coupon: w1!.coupon, documentChecked: true })).toMatchObject({ bronze: 'granted' });
    expect((await plan1()).subscription).toMatchObject({ subscribed: true, tier: { name: 'Bronze' } });

    // w2 opened a checkout before the claim and paid after it: the provider's plan took the row over. The undo keeps it.
    const app = simulatorApp(t);
    const m2 = await makeBillingMember(t, { email: w2!.form.email });
    const { url } = await m2.caller.billing.createCheckout({ tierId: 'tier_prata' });
    expect(await artist.claimRafflePrize({ coupon: w2!.coupon, documentChecked: true })).toMatchObject({ bronze: 'granted' });
    expect((await press(app, url, { action: 'subscribe' })).status).toBe(303);
    const paid = await subscriptionRow(t, m2.userId);
    expect(paid).toMatchObject({ tierId: 'tier_prata', providerSubscriptionId: expect.any(String) });
    expect(await artist.unclaimRafflePrize({ coupon: w2!.coupon })).toMatchObject({ bronze: 'kept' });
    expect(await subscriptionRow(t, m2.userId)).toEqual(paid);
    expect(await storedSubscription(m2)).toMatchObject({ subscribed: true, tier: { name: 'Prata' } });
    expect(await profileTier(t, m2.userId)).toBe('tier_prata');

    // w3 has no account yet: the month waits for one; once the claim is undone, signing up gives nothing.
    expect(await artist.claimRafflePrize({ coupon: w3!.coupon, documentChecked: true })).toMatchObject({ bronze: 'pending' });
    expect(await artist.unclaimRafflePrize({ coupon: w3!.coupon })).toMatchObject({ bronze: 'none' });
    const m3 = await signUpAndConfirm(t, { email: w3!.form.email }, { ip: nextVoterIp() });
    expect(await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, m3.userId))).toEqual([]);

    // w6 already pays for a plan: the claim gave nothing, so the undo ends nothing.
    const m6 = await makeBillingMember(t, { email: w6!.form.email });
    const { url: url6 } = await m6.caller.billing.createCheckout({ tierId: 'tier_ouro' });
    expect((await press(app, url6, { action: 'subscribe' })).status).toBe(303);
    expect(await artist.claimRafflePrize({ coupon: w6!.coupon, documentChecked: true })).toMatchObject({ bronze: 'already_subscribed' });
    const running = await subscriptionRow(t, m6.userId);
    expect(await artist.unclaimRafflePrize({ coupon: w6!.coupon })).toMatchObject({ bronze: 'none' });
    expect(await subscriptionRow(t, m6.userId)).toEqual(running);
    expect(await storedSubscription(m6)).toMatchObject({ subscribed: true, tier: { name: 'Ouro' } });

    // Past the deadline, before the redraw: the undo still works (the prize then goes to the redraw) and cannot be marked again.
    await artist.claimRafflePrize({ coupon: w4!.coupon, documentChecked: true });
    await artist.claimRafflePrize({ coupon: w5!.coupon, documentChecked: true });
    t.clock.set(new Date(new Date(status.draw!.claimDeadline).getTime() + 1000));
    const late = await panel(t);
    expect(
      (await late.raffleWinners())
        .filter((w) => w.undoable)
        .map((w) => w.coupon)
        .sort(),
    ).toEqual([w1!.coupon, w4!.coupon, w5!.coupon].sort());
    expect(await late.unclaimRafflePrize({ coupon: w4!.coupon })).toMatchObject({ round: 1 });
    await expect(late.claimRafflePrize({ coupon: w4!.coupon, documentChecked: true })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'O prazo de resgate deste prêmio terminou.',
    });

    // The redraw counts the undone prize among the unclaimed ones: 8 prizes, 6 coupons left.
    expect(await raffleHousekeeping(t.deps)).toMatchObject({ round: 2 });
    const after = await t.caller().raffle.status();
    if (after.state !== 'drawn') throw new Error('unreachable');
    expect(after.rounds[0]!.claimed.sort()).toEqual([w1!.coupon, w5!.coupon].sort());
    expect(after.rounds[1]!.winners).toHaveLength(6);

    // After the redraw of round 1 its claims are final.
    const winners = await late.raffleWinners();
    expect(winners.filter((w) => w.undoable)).toEqual([]);
    await expect(late.unclaimRafflePrize({ coupon: w5!.coupon })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este resgate não pode mais ser desfeito: o resultado desta rodada já está fechado.',
    });
    expect(after.rounds[0]!.claimed).toContain(w5!.coupon);
    expect(await audits('unclaim_prize')).toHaveLength(5);
  });

  it('in a round no redraw can follow, the undo closes with its deadline', async () => {
    // A fresh draw is not possible in this database (one poll): the first test's round 2 is the last, with no coupon left.
    const status = await t.caller().raffle.status();
    if (status.state !== 'drawn') throw new Error('unreachable');
    const round2 = status.rounds[1]!;
    const artist = await panel(t);
    await artist.claimRafflePrize({ coupon: round2.winners[0]!, documentChecked: true });
    expect((await artist.raffleWinners()).find((w) => w.coupon === round2.winners[0])).toMatchObject({ undoable: true });
    t.clock.set(new Date(new Date(round2.claimDeadline).getTime() + 1000));
    const late = await panel(t);
    expect((await late.raffleWinners()).find((w) => w.coupon === round2.winners[0])).toMatchObject({ claimed: true, undoable: false });
    await expect(late.unclaimRafflePrize({ coupon: round2.winners[0]! })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await raffleHousekeeping(t.deps)).toMatchObject({ round: null });
  });
});
