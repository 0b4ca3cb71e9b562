import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns';
import { tshirtPollVotes } from './poll';

export const tshirtProducts = sqliteTable('tshirt_products', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  priceOriginal: integer('price_original').notNull(),
  priceDiscounted: integer('price_discounted').notNull(),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export const SIZES = ['PP', 'P', 'M', 'G', 'GG', '3G', '4G'] as const;

export const orders = sqliteTable(
  'orders',
  {
    id: id(),
    orderCode: text('order_code').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerWhatsapp: text('customer_whatsapp').notNull(),
    cpfHash: text('cpf_hash'),
    voteId: text('vote_id').references(() => tshirtPollVotes.id, { onDelete: 'set null' }),
    cep: text('cep').notNull(),
    logradouro: text('logradouro').notNull(),
    numero: text('numero').notNull(),
    complemento: text('complemento'),
    bairro: text('bairro').notNull(),
    cidade: text('cidade').notNull(),
    estado: text('estado').notNull(),
    totalAmount: integer('total_amount').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    paymentStatus: text('payment_status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method'),
    isFirstBatch: integer('is_first_batch', { mode: 'boolean' }).notNull().default(false),
    /** Units of this order counted against the first 100 (0 when not first-batch). */
    firstBatchUnits: integer('first_batch_units').notNull().default(0),
    reservationExpiresAt: timestamp('reservation_expires_at').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    /** The open hosted-checkout page, reused until it expires so one order never has two payable sessions. */
    checkoutUrl: text('checkout_url'),
    checkoutExpiresAt: timestamp('checkout_expires_at'),
    /** The provider event that moved the order to paid (the `purchase` analytics row keys on it). */
    paidEventId: text('paid_event_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at'),
  },
  (t) => [
    uniqueIndex('orders_code_uq').on(t.orderCode),
    index('orders_status_idx').on(t.paymentStatus, t.reservationExpiresAt),
    index('orders_checkout_session_idx').on(t.checkoutSessionId),
    index('orders_vote_idx').on(t.voteId),
    check('orders_status_ck', sql`${t.paymentStatus} in ('pending','paid','failed','expired')`),
    check('orders_amounts_ck', sql`${t.totalAmount} >= 0 and ${t.discountAmount} >= 0`),
    check('orders_first_batch_ck', sql`${t.firstBatchUnits} >= 0`),
  ],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => tshirtProducts.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url'),
    size: text('size', { enum: SIZES }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    unitOriginalPrice: integer('unit_original_price').notNull(),
    subtotal: integer('subtotal').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_qty_ck', sql`${t.quantity} between 1 and 10`),
    check('order_items_size_ck', sql`${t.size} in ('PP','P','M','G','GG','3G','4G')`),
  ],
);

/** Every payment-provider event id is applied once, in the same transaction as its effect. */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  receivedAt: timestamp('received_at').notNull(),
});
