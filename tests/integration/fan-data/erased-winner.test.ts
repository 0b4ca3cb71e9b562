import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tshirtPollVotes } from '../../../db/schema';
import { openedDataGrant } from '../../factories/fan-data';
import { drawnRaffle, panel } from '../../factories/raffle';
import { nextVoterIp } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

describe('a winner who erases their data after the draw', () => {
  it("drops out of the panel's winners, cannot be marked claimed, and the frozen list does not change", async () => {
    const { voters, status } = await drawnRaffle(t, 12);
    const winners = status.draw!.winners;
    const winner = voters.find((v) => winners.includes(v.coupon))!;
    const artist = await panel(t);
    expect((await artist.raffleWinners()).map((w) => w.coupon)).toContain(winner.coupon);

    await t.caller({ ip: nextVoterIp() }).poll.eraseMyData({ dataToken: (await openedDataGrant(t, winner.voterToken)).dataToken });

    const after = await (await panel(t)).raffleWinners();
    expect(after.map((w) => w.coupon)).not.toContain(winner.coupon);
    expect(after).toHaveLength(winners.length - 1);
    await expect((await panel(t)).claimRafflePrize({ coupon: winner.coupon, documentChecked: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // The vote is still there for the tally, with the coupon the published list holds.
    const [row] = await t.deps.db.select().from(tshirtPollVotes).where(eq(tshirtPollVotes.raffleCoupon, winner.coupon));
    expect(row).toMatchObject({ participantName: '', emailEncrypted: '' });
    const publicStatus = await t.caller().raffle.status();
    expect(publicStatus.state === 'drawn' ? publicStatus.draw?.winners : null).toEqual(winners);
  });
});
