import { and, eq, isNull } from 'drizzle-orm';
import { raffleFreezes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { RAFFLE_CLAIM_DAYS } from '../../contracts/raffle';
import { AppError } from '../../lib/app-error';
import { drawWinners, parseCouponList } from '../../lib/raffle-draw';
import { getRaffleStatus, loadCouponList, loadRaffle } from './get-raffle-status';

/**
 * The artist enters the seed announced in advance. Refused before the list is
 * frozen (a seed known before the list would let the list be fitted to it) and
 * after a draw (one draw; `seed IS NULL` in the update makes two at once impossible).
 */
export async function drawRaffle(deps: Pick<AppDeps, 'db' | 'clock'>, { seed }: { seed: string }) {
  const raffle = await loadRaffle(deps);
  if (!raffle?.freeze) throw new AppError('RAFFLE_NOT_FROZEN');
  const f = raffle.freeze;
  if (f.seed !== null) throw new AppError('RAFFLE_ALREADY_DRAWN');
  if (f.couponCount === 0) throw new AppError('RAFFLE_NO_COUPONS');
  const list = (await loadCouponList(deps, f.pollId)) ?? '';
  const winners = drawWinners(f.couponsSha256, seed, parseCouponList(list));
  const now = deps.clock.now();
  const updated = await deps.db
    .update(raffleFreezes)
    .set({ seed, winners, drawnAt: now, claimDeadline: new Date(now.getTime() + RAFFLE_CLAIM_DAYS * 86_400_000) })
    .where(and(eq(raffleFreezes.pollId, raffle.pollId), isNull(raffleFreezes.seed)))
    .returning({ pollId: raffleFreezes.pollId });
  if (updated.length === 0) throw new AppError('RAFFLE_ALREADY_DRAWN');
  return getRaffleStatus(deps);
}
