import { sql, type SQL } from 'drizzle-orm';
import type { FirstBatchState } from '../../contracts/orders';
import { FIRST_BATCH_LIMIT, FIRST_BATCH_MAX_PER_ADDRESS, FIRST_BATCH_MAX_PER_BUYER } from '../../contracts/shop';
import { orders } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';

/**
 * How long a payment start holds the order's first-batch units (and how long a new
 * order waits, holding nothing, for its payment to start). Units are held only
 * while a hosted checkout is open: a created order takes none.
 */
export const ORDER_HOLD_MS = 35 * 60_000;
/** Hosted checkout lifetime (Stripe accepts 30 min … 24 h); the hold outlives it by 5 min so a last-second card payment finds its units. */
export const CHECKOUT_SESSION_MS = 30 * 60_000;
/** After checkout completes unpaid, Pix stays payable for 24 h (Stripe's default) and Boleto for 3 days; each gets a day of grace for the bank's confirmation. */
const PIX_HOLD_MS = 25 * 3_600_000;
const BOLETO_HOLD_MS = 4 * 86_400_000;
/**
 * Times a hold may be extended or taken again after the order was created
 * (each payment start, each Pix/Boleto wait). An honest buyer whose Pix failed
 * and whose second page expired has used three and still gets a fourth; a
 * hoarder gets about 35 min × 5 by restarting payment, or a few Boleto waits,
 * never an endless hold. After that the order can still be paid, and takes
 * units only if they are free at that moment.
 */
export const MAX_HOLD_RENEWALS = 4;

export const asyncHoldMs = (method: string | null) => (method === 'pix' ? PIX_HOLD_MS : BOLETO_HOLD_MS);

/** Who a buyer is, for the per-buyer cap: any of the same e-mail, WhatsApp or poll vote. */
export interface BuyerKey {
  emailHash: string;
  whatsappHash: string;
  voteId: string | null;
}

export const buyerKeyOf = (o: { emailHash: string; whatsappHash: string; voteId: string | null }): BuyerKey => ({
  emailHash: o.emailHash,
  whatsappHash: o.whatsappHash,
  voteId: o.voteId,
});

/** An order counts against the first 100 while paid, or pending with a live reservation. */
export function countsAgainstBatch(nowMs: number): SQL {
  return sql`(payment_status = 'paid' or (payment_status = 'pending' and reservation_expires_at > ${nowMs}))`;
}

const live = (alias: string, nowMs: number) =>
  sql`(${sql.raw(alias)}.payment_status = 'paid' or (${sql.raw(alias)}.payment_status = 'pending' and ${sql.raw(alias)}.reservation_expires_at > ${nowMs}))`;

/** Units of every other order that currently count against the first 100. */
function otherActiveUnits(orderId: string, nowMs: number): SQL {
  return sql`(select coalesce(sum(o2.first_batch_units), 0) from orders o2 where o2.id <> ${orderId} and ${live('o2', nowMs)})`;
}

/** Units the same buyer holds or paid for in other orders. `vote_id = null` never matches, so orders without a vote are told apart by e-mail and WhatsApp only. */
function buyerOtherUnits(orderId: string, buyer: BuyerKey, nowMs: number): SQL {
  return sql`(select coalesce(sum(o3.first_batch_units), 0) from orders o3 where o3.id <> ${orderId} and ${live('o3', nowMs)}
    and (o3.email_hash = ${buyer.emailHash} or o3.whatsapp_hash = ${buyer.whatsappHash} or o3.vote_id = ${buyer.voteId}))`;
}

/** Units other orders hold from one network: payments under way (paid units are no longer held). `is` so a null hash matches nothing held. */
function addressHeldUnits(orderId: string, addressHash: string | null, nowMs: number): SQL {
  return sql`(select coalesce(sum(o4.first_batch_units), 0) from orders o4 where o4.id <> ${orderId}
    and o4.payment_status = 'pending' and o4.reservation_expires_at > ${nowMs} and o4.hold_address_hash is ${addressHash})`;
}

/** The order's units fit under FIRST_BATCH_MAX_PER_ADDRESS for the network holding them (no network: no address cap). */
function fitsAtAddress(orderId: string, addressHash: string | null, units: number, nowMs: number): SQL {
  if (addressHash === null) return sql`1`;
  return sql`(${addressHeldUnits(orderId, addressHash, nowMs)} + ${units} <= ${FIRST_BATCH_MAX_PER_ADDRESS})`;
}

/**
 * True when all of this order's units may join the first 100: the order is
 * within the per-buyer cap, the buyer's other orders leave room under it, and
 * the 100 are not taken. Evaluated inside the UPDATE that takes them, so
 * concurrent buyers (or one buyer's concurrent orders) never overshoot: SQLite
 * runs one writer at a time and the sums are read under its lock. All or
 * nothing: an order of 3 when 2 are left is accepted outside the first batch.
 */
function fitsInBatch(orderId: string, buyer: BuyerKey, units: number, nowMs: number): SQL {
  return sql`(${units} <= ${FIRST_BATCH_MAX_PER_BUYER}
    and ${otherActiveUnits(orderId, nowMs)} + ${units} <= ${FIRST_BATCH_LIMIT}
    and ${buyerOtherUnits(orderId, buyer, nowMs)} + ${units} <= ${FIRST_BATCH_MAX_PER_BUYER})`;
}

/** The order's own reservation is live and holds units (already counted). */
function holdsUnits(nowMs: number): SQL {
  return sql`(${orders.paymentStatus} = 'pending' and ${orders.reservationExpiresAt} > ${nowMs} and ${orders.firstBatchUnits} > 0)`;
}

/** A payment arrived: keep live units, otherwise take them if they fit now. Money is real, so no renewal limit applies. */
export function keepOrRetakeUnits(
  orderId: string,
  buyer: BuyerKey,
  units: number,
  nowMs: number,
): { firstBatchUnits: SQL; isFirstBatch: SQL } {
  const expr = sql`(case when ${holdsUnits(nowMs)} then ${orders.firstBatchUnits} when ${fitsInBatch(orderId, buyer, units, nowMs)} then ${units} else 0 end)`;
  return { firstBatchUnits: expr, isFirstBatch: sql`(${expr} > 0)` };
}

/** Who is taking the hold: the network's keyed hash, and whether this take counts against MAX_HOLD_RENEWALS (a first payment start does not). */
export interface HoldTaker {
  addressHash: string | null;
  countsAsRenewal: boolean;
}

/**
 * The order waits for payment until `untilMs` (a payment start, or a Pix/Boleto
 * wait). Units it holds are kept while the same network holds them (or the new
 * one has room under its cap); otherwise units are taken only while free,
 * within the buyer's cap and the network's cap. Each extension or retake after
 * the first counts against MAX_HOLD_RENEWALS; past it, a live hold keeps its
 * end time and a lapsed one takes nothing. SQLite evaluates every SET
 * expression on the old row, so the expressions agree.
 */
export function renewHold(orderId: string, buyer: BuyerKey, units: number, nowMs: number, untilMs: number, taker: HoldTaker) {
  const atAddress = fitsAtAddress(orderId, taker.addressHash, units, nowMs);
  const keeps = sql`(${holdsUnits(nowMs)} and (${orders.holdAddressHash} is ${taker.addressHash} or ${atAddress}))`;
  const mayRenew = sql`(${orders.holdRenewals} < ${MAX_HOLD_RENEWALS})`;
  const retakes = sql`(not ${keeps} and ${mayRenew} and ${fitsInBatch(orderId, buyer, units, nowMs)} and ${atAddress})`;
  const taken = sql`(case when ${keeps} then ${orders.firstBatchUnits} when ${retakes} then ${units} else 0 end)`;
  const renewal = taker.countsAsRenewal ? sql`(case when (${keeps} and ${mayRenew}) or ${retakes} then 1 else 0 end)` : sql`0`;
  return {
    paymentStatus: 'pending' as const,
    firstBatchUnits: taken,
    isFirstBatch: sql`(${taken} > 0)`,
    holdAddressHash: sql`(case when ${keeps} or ${retakes} then ${taker.addressHash} else null end)`,
    reservationExpiresAt: sql`(case when ${keeps} and not ${mayRenew} then ${orders.reservationExpiresAt} else ${untilMs} end)`,
    holdRenewals: sql`(${orders.holdRenewals} + ${renewal})`,
  };
}

/** Why an order is or is not in the first batch right now, for a viewer on `addressHash` (read only; the writes above decide). */
export async function firstBatchStanding(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  {
    order,
    units,
    addressHash,
  }: {
    order: {
      id: string;
      paymentStatus: string;
      isFirstBatch: boolean;
      firstBatchUnits: number;
      reservationExpiresAt: Date;
      holdRenewals: number;
    } & BuyerKey;
    units: number;
    addressHash: string | null;
  },
): Promise<FirstBatchState> {
  const nowMs = deps.clock.now().getTime();
  const holding = order.paymentStatus === 'paid' || (order.paymentStatus === 'pending' && order.reservationExpiresAt.getTime() > nowMs);
  if (holding && order.isFirstBatch && order.firstBatchUnits > 0) return 'held';
  if (units > FIRST_BATCH_MAX_PER_BUYER) return 'order_cap';
  const row = await deps.db.get<{ others: number; buyer: number; address: number }>(
    sql`select ${otherActiveUnits(order.id, nowMs)} as others, ${buyerOtherUnits(order.id, buyerKeyOf(order), nowMs)} as buyer,
      ${addressHeldUnits(order.id, addressHash, nowMs)} as address`,
  );
  if (Number(row?.buyer ?? 0) + units > FIRST_BATCH_MAX_PER_BUYER) return 'buyer_cap';
  if (Number(row?.others ?? 0) + units > FIRST_BATCH_LIMIT) return 'sold_out';
  if (order.paymentStatus !== 'paid' && order.holdRenewals >= MAX_HOLD_RENEWALS) return 'hold_limit';
  if (addressHash !== null && Number(row?.address ?? 0) + units > FIRST_BATCH_MAX_PER_ADDRESS) return 'address_cap';
  return 'available';
}
