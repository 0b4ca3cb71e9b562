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
    /**
     * The buyer's name, e-mail, WhatsApp and delivery address, sealed as one
     * AES-256-GCM JSON document (services/orders/buyer-details.ts), like the
     * voters' contact data. Only the server opens it: to show the buyer what
     * they typed before paying, masked afterwards, and for Stripe's receipt e-mail.
     */
    buyerSealed: text('buyer_sealed').notNull(),
    /** Keyed hashes (HMAC, never plain SHA) of the normalised e-mail and WhatsApp: the per-buyer first-batch cap looks them up. */
    emailHash: text('email_hash').notNull(),
    whatsappHash: text('whatsapp_hash').notNull(),
    cpfHash: text('cpf_hash'),
    voteId: text('vote_id').references(() => tshirtPollVotes.id, { onDelete: 'set null' }),
    totalAmount: integer('total_amount').notNull(),
    discountAmount: integer('discount_amount').notNull(),
    paymentStatus: text('payment_status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method'),
    isFirstBatch: integer('is_first_batch', { mode: 'boolean' }).notNull().default(false),
    /** Units of this order counted against the first 100 (0 when not first-batch). */
    firstBatchUnits: integer('first_batch_units').notNull().default(0),
    reservationExpiresAt: timestamp('reservation_expires_at').notNull(),
    /** Times the hold was taken again or extended after creation (payment starts, Pix/Boleto waits); bounded so nobody holds units forever. */
    holdRenewals: integer('hold_renewals').notNull().default(0),
    /**
     * Keyed hash (HMAC, never the address itself) of the network that started the
     * payment holding this order's units: the per-address hold cap sums live holds by it.
     */
    holdAddressHash: text('hold_address_hash'),
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
    index('orders_email_hash_idx').on(t.emailHash),
    index('orders_whatsapp_hash_idx').on(t.whatsappHash),
    index('orders_hold_address_idx').on(t.holdAddressHash),
    check('orders_status_ck', sql`${t.paymentStatus} in ('pending','paid','failed','expired')`),
    check('orders_amounts_ck', sql`${t.totalAmount} >= 0 and ${t.discountAmount} >= 0`),
    check('orders_first_batch_ck', sql`${t.firstBatchUnits} >= 0`),
    check('orders_hold_renewals_ck', sql`${t.holdRenewals} >= 0`),
  ],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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
