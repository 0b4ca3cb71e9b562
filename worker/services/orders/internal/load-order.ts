import { and, asc, eq, lte } from 'drizzle-orm';
import { orderItems, orders } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * Marks a pending order whose reservation lapsed as expired (its units went
 * back to the pool when the clock passed; this makes the row say so). Lazy:
 * done when the order is read, and by `checkout.session.expired`.
 */
async function expireIfLapsed(deps: Pick<AppDeps, 'db' | 'clock'>, order: OrderRow): Promise<OrderRow> {
  const now = deps.clock.now();
  if (order.paymentStatus !== 'pending' || order.reservationExpiresAt.getTime() > now.getTime()) return order;
  const [updated] = await deps.db
    .update(orders)
    .set({ paymentStatus: 'expired', firstBatchUnits: 0, isFirstBatch: false })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'pending'), lte(orders.reservationExpiresAt, now)))
    .returning();
  return updated ?? (await deps.db.select().from(orders).where(eq(orders.id, order.id)).get()) ?? order;
}

/** One order with its items, by its random id or its order code; lapsed reservations are expired first. */
export async function loadOrder(deps: Pick<AppDeps, 'db' | 'clock'>, by: { id: string } | { code: string }) {
  const where = 'id' in by ? eq(orders.id, by.id) : eq(orders.orderCode, by.code);
  const found = await deps.db.select().from(orders).where(where).get();
  if (!found) return null;
  const order = await expireIfLapsed(deps, found);
  const items = await deps.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.productName), asc(orderItems.size));
  return { order, items };
}

/** What both order pages show about the purchase itself (no personal data). */
export function orderSummary(order: OrderRow, items: OrderItemRow[]) {
  const live = order.paymentStatus === 'paid' || order.paymentStatus === 'pending';
  return {
    orderCode: order.orderCode,
    status: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    isFirstBatch: live && order.isFirstBatch && order.firstBatchUnits > 0,
    items: items.map((i) => ({
      productId: i.productId,
      productName: i.productName,
      imageUrl: i.imageUrl,
      size: i.size,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      unitOriginalPrice: i.unitOriginalPrice,
      subtotal: i.subtotal,
    })),
    totalAmount: order.totalAmount,
    discountAmount: order.discountAmount,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}
