import { and, eq, inArray } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';
import { openBuyer } from './buyer-details';
import { buyerKeyOf, CHECKOUT_SESSION_MS, ORDER_HOLD_MS, renewHold } from './first-batch-reservation';
import { holdAddressHash } from './internal/hold-address';
import { loadOrder } from './internal/load-order';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config' | 'keys'>;

export interface StartPaymentInput {
  orderId: string;
  origin: string;
  /** The caller's address: the hold counts against its network's cap. */
  ip: string;
}

const SIZE_LABEL = (size: string) => `Tam. ${size}`;

/**
 * 'Finalizar Pagamento': opens the payment provider's hosted checkout (Stripe,
 * or the local simulator: this code cannot tell which), then takes or renews the
 * order's hold on first-batch units (`renewHold`: only while units are free,
 * within the buyer's cap and the caller's network cap, and a bounded number of
 * times after the first). An open session is reused, so one order never has two
 * payable pages at once. The session is opened first: a start that fails changes
 * nothing, so failing starts cannot keep units held. Over a cap the payment still
 * starts: paying takes units that are free at that moment.
 */
export async function startPayment(deps: Deps, { orderId, origin, ip }: StartPaymentInput): Promise<{ url: string }> {
  const found = await loadOrder(deps, { id: orderId });
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  const { order, items } = found;
  if (order.paymentStatus === 'paid') throw new AppError('ORDER_NOT_PAYABLE');

  const now = deps.clock.now();
  if (order.paymentStatus === 'pending' && order.checkoutUrl && order.checkoutExpiresAt && order.checkoutExpiresAt > now) {
    return { url: order.checkoutUrl };
  }

  const units = items.reduce((n, i) => n + i.quantity, 0);
  const checkoutExpiresAt = new Date(now.getTime() + CHECKOUT_SESSION_MS);
  // Decrypted here only for the provider's receipt e-mail; it is not logged nor returned.
  const { email } = await openBuyer(deps, { sealed: order.buyerSealed });
  const session = await deps.payments.createCheckout({
    orderId: order.id,
    orderCode: order.orderCode,
    customerEmail: email,
    lineItems: items.map((i) => ({ name: `${i.productName} (${SIZE_LABEL(i.size)})`, unitAmount: i.unitPrice, quantity: i.quantity })),
    successUrl: `${origin}/pedido/confirmacao/${encodeURIComponent(order.orderCode)}`,
    cancelUrl: `${origin}/checkout?order=${encodeURIComponent(order.id)}`,
    methods: deps.config.STRIPE_PAYMENT_METHODS,
    expiresAt: checkoutExpiresAt,
  });

  // Clock read again: the provider call took time, and the hold is measured from now.
  const nowMs = deps.clock.now().getTime();
  await deps.db
    .update(orders)
    .set({
      ...renewHold(order.id, buyerKeyOf(order), units, nowMs, nowMs + ORDER_HOLD_MS, {
        addressHash: await holdAddressHash(deps, { ip }),
        // The first start takes the hold; later ones renew it.
        countsAsRenewal: order.checkoutSessionId !== null,
      }),
      checkoutSessionId: session.sessionId,
      checkoutUrl: session.url,
      checkoutExpiresAt,
    })
    // A webhook may have marked it paid meanwhile: never move a paid order back.
    .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, ['pending', 'failed', 'expired'])));
  return { url: session.url };
}
