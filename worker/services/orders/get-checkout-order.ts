import type { AppDeps } from '../../adapters/deps';
import type { BuyerView } from '../../contracts/orders';
import { AppError } from '../../lib/app-error';
import { countFirstBatch } from '../shop/count-first-batch';
import { buyerView, openBuyer } from './buyer-details';
import { firstBatchStanding } from './first-batch-reservation';
import { holdAddressHash } from './internal/hold-address';
import { loadOrder, orderSummary, type OrderRow } from './internal/load-order';

/**
 * How long after creation an unpaid order's checkout page shows the buyer's
 * details in full. The person who just typed them checks them there before
 * paying (a wrong street or e-mail is caught now); a link found later, in a
 * history, a log or a screenshot, shows them masked, as any page does after payment.
 */
export const BUYER_DETAILS_CLEAR_MS = 60 * 60_000;

function buyerShown(order: Pick<OrderRow, 'paymentStatus' | 'createdAt'>, now: Date): BuyerView['shown'] {
  return order.paymentStatus !== 'paid' && now.getTime() - order.createdAt.getTime() < BUYER_DETAILS_CLEAR_MS ? 'full' : 'masked';
}

/**
 * The checkout page's view of an order, read by its unguessable id only: the
 * purchase, where it stands against the first 100 units, and the buyer's
 * details (full or masked, see `buyerShown`). The CPF is never stored in the
 * clear and never returned. The standing is the viewer's: paying from their
 * network may be over its hold cap. `firstBatchRemaining` is counted now, not
 * the edge's copy of the public counter: this page is where the fan's own hold
 * and a refused payment's release happen, so the number must include them.
 */
export async function getCheckoutOrder(deps: Pick<AppDeps, 'db' | 'clock' | 'keys'>, { orderId, ip }: { orderId: string; ip: string }) {
  const found = await loadOrder(deps, { id: orderId });
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  const { order, items } = found;
  const buyer: BuyerView = buyerView(await openBuyer(deps, { sealed: order.buyerSealed }), buyerShown(order, deps.clock.now()));
  const units = items.reduce((n, i) => n + i.quantity, 0);
  const firstBatch = await firstBatchStanding(deps, { order, units, addressHash: await holdAddressHash(deps, { ip }) });
  const { remaining } = await countFirstBatch(deps);
  return {
    orderId: order.id,
    ...orderSummary(order, items),
    reservationExpiresAt: order.reservationExpiresAt.toISOString(),
    firstBatch,
    firstBatchRemaining: remaining,
    buyer,
  };
}
