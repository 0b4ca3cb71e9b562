import type { AppDeps } from '../../../adapters/deps';
import { AppError } from '../../../lib/app-error';
import { parseCouponList, sha256HexOf } from '../../../lib/raffle-draw';
import { loadCouponList, loadRaffle } from '../get-raffle-status';

export interface DrawInputs {
  pollId: string;
  /** H: the SHA-256 the freeze published, checked against the list read here. */
  couponsSha256: string;
  /** The frozen list in its published order. */
  coupons: string[];
  frozenAt: Date;
}

/**
 * What round 1 draws from, for the draw and for the artist's preview of it alike, so the
 * figures the artist confirms are the ones the draw uses. Refused before the freeze, after
 * the draw and with no coupon, with the draw's own codes. A stored list that no longer
 * hashes to its published SHA-256 must never be drawn: that is a failure, not a refusal.
 */
export async function loadDrawInputs(deps: Pick<AppDeps, 'db'>): Promise<DrawInputs> {
  const raffle = await loadRaffle(deps);
  if (!raffle?.freeze) throw new AppError('RAFFLE_NOT_FROZEN');
  const f = raffle.freeze;
  if (f.seed !== null) throw new AppError('RAFFLE_ALREADY_DRAWN');
  if (f.couponCount === 0) throw new AppError('RAFFLE_NO_COUPONS');
  const list = (await loadCouponList(deps, f.pollId)) ?? '';
  const coupons = parseCouponList(list);
  if (sha256HexOf(list) !== f.couponsSha256 || coupons.length !== f.couponCount)
    throw new Error('frozen coupon list does not match its published hash');
  return { pollId: f.pollId, couponsSha256: f.couponsSha256, coupons, frozenAt: f.frozenAt };
}
