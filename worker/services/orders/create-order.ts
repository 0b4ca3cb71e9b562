import { and, eq, inArray } from 'drizzle-orm';
import { orderItems, orders, tshirtPollVotes, tshirtProducts } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { MAX_QUANTITY, mergeCartLines, type CreateOrderInput, type FirstBatchState } from '../../contracts/orders';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/crypto';
import { orderTotals, priceLine, type PricedLine } from '../../lib/money';
import { newOrderCode } from '../../lib/order-code';
import { requireHuman } from '../bot-check/require-human';
import { sealBuyer } from './buyer-details';
import { firstBatchStanding, ORDER_HOLD_MS } from './first-batch-reservation';
import { holdAddressHash } from './internal/hold-address';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'keys' | 'botCheck'>;

export interface CreatedOrder {
  orderId: string;
  /** Our own checkout page; the payment page comes from there. */
  checkoutUrl: string;
  /** Where the order would stand if its payment started now: it holds no units until then. */
  firstBatch: FirstBatchState;
  totalAmount: number;
  discountAmount: number;
  units: number;
}

async function priceItems(deps: Deps, items: CreateOrderInput['items']): Promise<PricedLine[]> {
  if (items.length === 0) throw new AppError('NO_ITEMS');
  // The contract refuses the same, with the web's message; this guards direct callers.
  if (items.some((i) => i.quantity > MAX_QUANTITY)) throw new AppError('BAD_INPUT');
  const ids = [...new Set(items.map((i) => i.productId))];
  const products = await deps.db
    .select()
    .from(tshirtProducts)
    .where(and(inArray(tshirtProducts.id, ids), eq(tshirtProducts.isActive, true)));
  const byId = new Map(products.map((p) => [p.id, p]));
  return items.map((item) => {
    const line = priceLine(byId.get(item.productId), item);
    if (!line) throw new AppError('PRODUCT_UNKNOWN');
    return line;
  });
}

async function voteIdFor(deps: Deps, voterToken: string | undefined): Promise<string | null> {
  if (!voterToken) return null;
  const row = await deps.db
    .select({ id: tshirtPollVotes.id })
    .from(tshirtPollVotes)
    .where(eq(tshirtPollVotes.voterTokenHash, await sha256Hex(voterToken)))
    .get();
  return row?.id ?? null;
}

/**
 * Creates the order and its items in one batch (one transaction). Prices,
 * discount and total come from the catalogue, never from the browser; lines of
 * the same product and size are merged first. A created order holds none of the
 * first 100 units: invented buyers cost nothing to make, so units are held only
 * once a payment starts (start-payment.ts), under the per-buyer and per-address
 * caps. The buyer's details are stored sealed, with keyed hashes for the per-buyer cap.
 */
export async function createOrder(deps: Deps, input: CreateOrderInput & { ip: string }): Promise<CreatedOrder> {
  await requireHuman(deps, { token: input.botCheck, ip: input.ip, action: 'order' });
  const lines = await priceItems(deps, mergeCartLines(input.items));
  const totals = orderTotals(lines);
  const voteId = await voteIdFor(deps, input.voterToken);
  const sealed = await sealBuyer(deps, input.customer);
  const buyer = { emailHash: sealed.emailHash, whatsappHash: sealed.whatsappHash, voteId };

  for (let attempt = 0; ; attempt++) {
    const now = deps.clock.now();
    const orderId = `ord_${deps.random.id()}`;
    try {
      await deps.db.batch([
        deps.db.insert(orders).values({
          id: orderId,
          orderCode: newOrderCode(deps.random),
          ...sealed,
          voteId,
          totalAmount: totals.total,
          discountAmount: totals.discount,
          paymentStatus: 'pending',
          firstBatchUnits: 0,
          isFirstBatch: false,
          reservationExpiresAt: new Date(now.getTime() + ORDER_HOLD_MS),
          createdAt: now,
        }),
        deps.db
          .insert(orderItems)
          .values(
            lines.map((l) => ({ ...l, id: `oi_${deps.random.id()}`, orderId, size: l.size as (typeof orderItems.$inferInsert)['size'] })),
          ),
      ]);
    } catch (e) {
      // A clash of random codes is astronomically rare; anything else is a real failure.
      if (attempt < 2 && e instanceof Error && /UNIQUE/i.test(`${e.message} ${String((e as { cause?: unknown }).cause ?? '')}`)) continue;
      throw e;
    }
    const order = {
      id: orderId,
      paymentStatus: 'pending',
      isFirstBatch: false,
      firstBatchUnits: 0,
      reservationExpiresAt: new Date(now.getTime() + ORDER_HOLD_MS),
      holdRenewals: 0,
      ...buyer,
    };
    const firstBatch = await firstBatchStanding(deps, { order, units: totals.units, addressHash: await holdAddressHash(deps, input) });
    return {
      orderId,
      checkoutUrl: `/checkout?order=${encodeURIComponent(orderId)}`,
      firstBatch,
      totalAmount: totals.total,
      discountAmount: totals.discount,
      units: totals.units,
    };
  }
}
