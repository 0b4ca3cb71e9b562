import { and, eq, sql } from 'drizzle-orm';
import { raffleClaims, raffleRounds } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { RaffleUnclaimResult } from '../../contracts/raffle';
import { AppError } from '../../lib/app-error';
import { normalizeCoupon } from '../../lib/coupon';
import { endComplimentaryMonth } from '../billing/end-complimentary-month';
import { loadRaffle } from './get-raffle-status';
import { claimUndoOpen, loadRounds } from './raffle-rounds';

/**
 * The panel's 'Desfazer' on a prize marked as claimed by mistake: the claim goes, the prize
 * waits for its claim again (or, past the deadline, goes to the redraw), until the redraw of
 * its round (claimUndoOpen). The complimentary Bronze month the claim gave ends with it, but
 * only while the winner's subscription is still that gift: a plan they took since stays.
 * One batch; the claim row is read inside it (whose month, whether a later round now exists),
 * so a redraw or a second undo at the same moment cannot split the claim from its month.
 */
export async function unclaimPrize(deps: Pick<AppDeps, 'db' | 'clock'>, input: { coupon: string }): Promise<RaffleUnclaimResult> {
  const coupon = normalizeCoupon(input.coupon) ?? input.coupon.trim().toUpperCase();
  const freeze = (await loadRaffle(deps))?.freeze;
  if (!freeze) throw new AppError('RAFFLE_NOT_CLAIMED');
  const [[claim], view] = await Promise.all([
    deps.db
      .select({ round: raffleClaims.round })
      .from(raffleClaims)
      .where(and(eq(raffleClaims.coupon, coupon), eq(raffleClaims.pollId, freeze.pollId)))
      .limit(1),
    loadRounds(deps, freeze),
  ]);
  if (!claim) throw new AppError('RAFFLE_NOT_CLAIMED');
  if (!claimUndoOpen(view, claim.round, deps.clock.now())) throw new AppError('RAFFLE_UNDO_CLOSED');

  const notRedrawn = sql`not exists (select 1 from ${raffleRounds} where ${raffleRounds.pollId} = ${freeze.pollId} and ${raffleRounds.round} > ${claim.round})`;
  const monthOwner = sql`(select ${raffleClaims.bronzeUserId} from ${raffleClaims} where ${raffleClaims.coupon} = ${coupon} and ${raffleClaims.bronzeOutcome} = 'granted' and ${notRedrawn})`;
  const [endMonth, mirrorTier] = endComplimentaryMonth(deps, { userId: monthOwner });
  const remove = deps.db
    .delete(raffleClaims)
    .where(and(eq(raffleClaims.coupon, coupon), notRedrawn))
    .returning({ round: raffleClaims.round, outcome: raffleClaims.bronzeOutcome });
  const [ended, , removed] = await deps.db.batch([endMonth, mirrorTier, remove]);
  const [gone] = removed;
  if (!gone) {
    // Between the check and the batch: a second undo took it, or the round was redrawn.
    const [still] = await deps.db.select({ round: raffleClaims.round }).from(raffleClaims).where(eq(raffleClaims.coupon, coupon)).limit(1);
    throw new AppError(still ? 'RAFFLE_UNDO_CLOSED' : 'RAFFLE_NOT_CLAIMED');
  }
  return { coupon, round: gone.round, bronze: ended.length > 0 ? 'ended' : gone.outcome === 'granted' ? 'kept' : 'none' };
}
