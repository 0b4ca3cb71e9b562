import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { orderItems, orders, paymentEvents } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { CheckoutPaymentEvent, PaymentEvent } from '../../adapters/payments/port';
import { sha256Hex } from '../../lib/crypto';
import { centsToDecimal } from '../../lib/money';
import { applySubscriptionEvent } from '../billing/apply-subscription-event';
import { asyncHoldMs, buyerKeyOf, keepOrRetakeUnits, renewHold } from '../orders/first-batch-reservation';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'keys' | 'payments' | 'defer' | 'logger'>;

/** Orders: paid … expired; subscriptions: applied, or stale when a newer event already moved the row. */
export type PaymentOutcome = 'paid' | 'awaiting_async' | 'failed' | 'expired' | 'applied' | 'stale' | 'ignored' | 'duplicate';

/** The one dispatcher: every verified provider event, for orders and subscriptions alike, goes through here once. */
export async function applyPaymentEvent(deps: Deps, event: PaymentEvent): Promise<PaymentOutcome> {
  switch (event.kind) {
    case 'checkout':
      return applyOrderPaymentEvent(deps, event);
    case 'subscription':
    case 'invoice':
      return applySubscriptionEvent(deps, event);
    default: {
      const inserted = await deps.db
        .insert(paymentEvents)
        .values({ id: event.id, type: event.type, orderId: null, receivedAt: deps.clock.now() })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return inserted.length ? 'ignored' : 'duplicate';
    }
  }
}

function transitionFor(event: CheckoutPaymentEvent): 'paid' | 'awaiting_async' | 'failed' | 'expired' | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.paymentStatus === 'paid' || event.paymentStatus === 'no_payment_required' ? 'paid' : 'awaiting_async';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}

/**
 * Applies one verified provider event. The event id is recorded in the same
 * batch (one transaction) as its effect, and every effect is guarded by
 * "this id was not recorded before", so a redelivered event changes nothing.
 * Each transition also names the states it may leave, so an order moves
 * pending → paid / failed / expired exactly once.
 *
 * A payment that arrives after the reservation lapsed is still accepted (the
 * money is real); its first-batch place is then recomputed honestly.
 */
async function applyOrderPaymentEvent(deps: Deps, event: CheckoutPaymentEvent): Promise<PaymentOutcome> {
  const now = deps.clock.now();
  const nowMs = now.getTime();
  const record = deps.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, orderId: event.orderId, receivedAt: now })
    .onConflictDoNothing();
  const isNew: SQL = sql`not exists (select 1 from payment_events where id = ${event.id})`;

  const transition = transitionFor(event);
  const order = transition && event.orderId ? await deps.db.select().from(orders).where(eq(orders.id, event.orderId)).get() : undefined;
  if (!transition || !order) {
    const [inserted] = await deps.db.batch([record.returning({ id: paymentEvents.id })]);
    return inserted.length ? 'ignored' : 'duplicate';
  }

  // Events about a session the order has since replaced must not undo the new one; money is accepted from any session.
  const sameSession = event.checkoutSessionId ? eq(orders.checkoutSessionId, event.checkoutSessionId) : sql`1`;
  const method = event.paymentMethod;
  const statements: BatchItem<'sqlite'>[] = [];

  if (transition === 'paid') {
    const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const units = items.reduce((n, i) => n + i.quantity, 0);
    statements.push(
      deps.db
        .update(orders)
        .set({
          paymentStatus: 'paid',
          paidAt: now,
          paidEventId: event.id,
          paymentMethod: method ?? order.paymentMethod,
          ...keepOrRetakeUnits(order.id, buyerKeyOf(order), units, nowMs),
        })
        .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, ['pending', 'expired', 'failed']), isNew)),
    );
    const props = {
      transaction_id: (await sha256Hex(order.id)).slice(0, 16),
      value: centsToDecimal(order.totalAmount),
      currency: 'BRL',
      tax: 0,
      shipping: 0,
      items: items.map((i) => ({
        item_id: i.productId,
        item_name: i.productName,
        price: centsToDecimal(i.unitPrice),
        quantity: i.quantity,
        item_category: 'Camiseta',
        item_variant: i.size,
      })),
    };
    // No personal data: the transaction id is a hash of the order id, never the order code.
    statements.push(
      deps.db.run(sql`insert into analytics_events (id, name, visitor_id, path, props, utm, created_at)
        select ${`ae_${deps.random.id()}`}, 'purchase', null, '/pedido/confirmacao', ${JSON.stringify(props)}, null, ${nowMs}
        where ${isNew} and exists (select 1 from orders where id = ${order.id} and paid_event_id = ${event.id})`),
    );
  } else if (transition === 'awaiting_async') {
    const units = (await deps.db.select({ q: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id))).reduce(
      (n, r) => n + r.q,
      0,
    );
    statements.push(
      deps.db
        .update(orders)
        .set({
          // The Pix/Boleto wait is one more renewal of the hold (bounded: see renewHold).
          ...renewHold(order.id, buyerKeyOf(order), units, nowMs, nowMs + asyncHoldMs(method), {
            addressHash: order.holdAddressHash,
            countsAsRenewal: true,
          }),
          paymentMethod: method === 'pix' || method === 'boleto' ? method : order.paymentMethod,
        })
        .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, ['pending', 'expired']), sameSession, isNew)),
    );
  } else {
    statements.push(
      deps.db
        .update(orders)
        .set({ paymentStatus: transition, firstBatchUnits: 0, isFirstBatch: false })
        .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'pending'), sameSession, isNew)),
    );
  }

  const results = await deps.db.batch([statements[0]!, ...statements.slice(1), record.returning({ id: paymentEvents.id })]);
  const inserted = results[results.length - 1] as unknown[];
  if (inserted.length === 0) return 'duplicate';
  const changed = (results[0] as { rowsAffected?: number }).rowsAffected ?? 0;
  return changed > 0 ? transition : 'ignored';
}
