import { describe, expect, it } from 'vitest';
import { raffleClaims } from '../../../db/schema';
import { drawnRaffle, panel } from '../../factories/raffle';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();

describe('Marcar como resgatado', () => {
  it('the prize is claimed only with the CPF holder’s document checked, and the check is recorded', async () => {
    const { status } = await drawnRaffle(t, 3);
    const coupon = status.draw!.winners[0]!;
    const artist = await panel(t);
    await expect(artist.claimRafflePrize({ coupon, documentChecked: false as true })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await t.deps.db.$count(raffleClaims)).toBe(0);
    await artist.claimRafflePrize({ coupon, documentChecked: true });
    const [claim] = await t.deps.db.select().from(raffleClaims);
    expect(claim!.documentCheckedAt?.getTime()).toBe(t.clock.now().getTime());
  });
});
