import { sql, type SQL } from 'drizzle-orm';
import { FIRST_BATCH_LIMIT } from '../../contracts/shop';
import { orders } from '../../../db/schema';

/** How long an order holds its first-batch units before someone pays. */
export const ORDER_HOLD_MS = 35 * 60_000;
/** Hosted checkout lifetime (Stripe accepts 30 min … 24 h); the hold outlives it by 5 min so a last-second card payment finds its units. */
export const CHECKOUT_SESSION_MS = 30 * 60_000;
/** After checkout completes unpaid, Pix stays payable for 24 h (Stripe's default) and Boleto for 3 days; each gets a day of grace for the bank's confirmation. */
export const PIX_HOLD_MS = 25 * 3_600_000;
export const BOLETO_HOLD_MS = 4 * 86_400_000;

export const asyncHoldMs = (method: string | null) => (method === 'pix' ? PIX_HOLD_MS : BOLETO_HOLD_MS);

/** An order counts against the first 100 while paid, or pending with a live reservation. */
export function countsAgainstBatch(nowMs: number): SQL {
  return sql`(payment_status = 'paid' or (payment_status = 'pending' and reservation_expires_at > ${nowMs}))`;
}

/** Units of every other order that currently count against the first 100. */
function otherActiveUnits(orderId: string, nowMs: number): SQL {
  return sql`(select coalesce(sum(o2.first_batch_units), 0) from orders o2
    where o2.id <> ${orderId} and (o2.payment_status = 'paid' or (o2.payment_status = 'pending' and o2.reservation_expires_at > ${nowMs})))`;
}

/**
 * True when all of this order's units still fit in the first 100. Evaluated
 * inside the UPDATE that takes them, so two buyers can never both take the last
 * units: SQLite runs one writer at a time and the sum is read under its lock.
 * All or nothing: an order of 3 when 2 are left is accepted outside the first batch.
 */
export function fitsInBatch(orderId: string, units: number, nowMs: number): SQL {
  return sql`(${otherActiveUnits(orderId, nowMs)} + ${units} <= ${FIRST_BATCH_LIMIT})`;
}

/** The order's own reservation is still live (its units are already counted). */
export function holdsLiveReservation(nowMs: number): SQL {
  return sql`(${orders.paymentStatus} = 'pending' and ${orders.reservationExpiresAt} > ${nowMs})`;
}

/** Keeps a live reservation; otherwise takes the units again only if they still fit. */
export function keepOrRetakeUnits(orderId: string, units: number, nowMs: number): { units: SQL; isFirstBatch: SQL } {
  const expr = sql`(case when ${holdsLiveReservation(nowMs)} then ${orders.firstBatchUnits} when ${fitsInBatch(orderId, units, nowMs)} then ${units} else 0 end)`;
  return { units: expr, isFirstBatch: sql`(${expr} > 0)` };
}
