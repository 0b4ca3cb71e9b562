import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { orders } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';
import { CHECKOUT_SESSION_MS, fitsInBatch, ORDER_HOLD_MS } from './first-batch-reservation';
import { loadOrder } from './load-order';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config' | 'logger'>;

const SIZE_LABEL = (size: string) => `Tam. ${size}`;

/**
 * 'Finalizar Pagamento': renews the order's reservation and opens the payment
 * provider's hosted checkout (Stripe, or the local simulator: this code cannot
 * tell which). An open session is reused, so one order never has two payable
 * pages at once. A lapsed, failed or expired order gets its units back only if
 * they still fit in the first 100.
 */
export async function startPayment(deps: Deps, orderId: string, origin: string): Promise<{ url: string }> {
  const found = await loadOrder(deps, { id: orderId }).catch(() => {
    throw new AppError('ORDER_LOAD_FAILED');
  });
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  const { order, items } = found;
  if (order.paymentStatus === 'paid') throw new AppError('ORDER_NOT_PAYABLE');

  const now = deps.clock.now();
  if (order.paymentStatus === 'pending' && order.checkoutUrl && order.checkoutExpiresAt && order.checkoutExpiresAt > now) {
    return { url: order.checkoutUrl };
  }

  const units = items.reduce((n, i) => n + i.quantity, 0);
  const holdUntil = new Date(now.getTime() + ORDER_HOLD_MS);
  const checkoutExpiresAt = new Date(now.getTime() + CHECKOUT_SESSION_MS);
  const nowMs = now.getTime();
  const fits = fitsInBatch(order.id, units, nowMs);
  await deps.db.batch([
    // A live reservation is simply extended: its units are already counted.
    deps.db
      .update(orders)
      .set({ reservationExpiresAt: holdUntil })
      .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'pending'), gt(orders.reservationExpiresAt, now))),
    // A lapsed one starts over and takes its units only if they still fit.
    deps.db
      .update(orders)
      .set({
        paymentStatus: 'pending',
        reservationExpiresAt: holdUntil,
        firstBatchUnits: sql`(case when ${fits} then ${units} else 0 end)`,
        isFirstBatch: sql`(${fits})`,
      })
      .where(
        and(
          eq(orders.id, order.id),
          or(inArray(orders.paymentStatus, ['expired', 'failed']), and(eq(orders.paymentStatus, 'pending'), lte(orders.reservationExpiresAt, now))),
        ),
      ),
  ]);

  let session;
  try {
    session = await deps.payments.createCheckout({
      orderId: order.id,
      orderCode: order.orderCode,
      customerEmail: order.customerEmail,
      lineItems: items.map((i) => ({ name: `${i.productName} (${SIZE_LABEL(i.size)})`, unitAmount: i.unitPrice, quantity: i.quantity })),
      successUrl: `${origin}/pedido/confirmacao/${encodeURIComponent(order.orderCode)}`,
      cancelUrl: `${origin}/checkout?order=${encodeURIComponent(order.id)}`,
      methods: deps.config.STRIPE_PAYMENT_METHODS,
      expiresAt: checkoutExpiresAt,
    });
  } catch (e) {
    deps.logger.error('create checkout session failed', { name: e instanceof Error ? e.name : 'unknown' });
    throw new AppError('PAYMENT_FAILED');
  }
  await deps.db
    .update(orders)
    .set({ checkoutSessionId: session.sessionId, checkoutUrl: session.url, checkoutExpiresAt })
    .where(eq(orders.id, order.id));
  return { url: session.url };
}
