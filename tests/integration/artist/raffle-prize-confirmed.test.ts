import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/schema';
import { signUpForm } from '../../factories/accounts';
import { confirmationTokenFor } from '../../factories/confirmed-sign-up';
import { drawnRaffle, panel } from '../../factories/raffle';
import { nextVoterIp } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

describe("a winner's Bronze month goes to the account that proved the vote's e-mail", () => {
  it('an unconfirmed account with that e-mail gets nothing at the claim; the month comes when the link is opened', async () => {
    const { voters, status } = await drawnRaffle(t, 8);
    const winner = voters.find((v) => v.coupon === status.draw!.winners[0])!;
    // Someone (maybe not the winner) signs up with the vote's e-mail and never opens the link.
    await t.caller({ ip: nextVoterIp() }).auth.signUp(signUpForm({ email: winner.form.email }));
    const artist = await panel(t);
    expect(await artist.claimRafflePrize({ coupon: winner.coupon, documentChecked: true })).toMatchObject({ bronze: 'pending' });
    expect(await t.deps.db.select().from(subscriptions)).toEqual([]);

    // The inbox's owner opens the link: the month is given then, once.
    await t.caller({ ip: nextVoterIp() }).auth.confirmEmail({ token: await confirmationTokenFor(t, winner.form.email) });
    const given = await t.deps.db.select().from(subscriptions);
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ tierId: 'tier_bronze' });
  });
});
