import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns';

export const users = sqliteTable(
  'users',
  {
    id: id(),
    /**
     * Kept readable (trimmed, lower-case): it is the member's own login name, shown to them on
     * /meu-plano and handed to the payment provider. Contact data the member gives for others'
     * use (WhatsApp) is sealed on the profile instead.
     */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** When the member opened the confirmation link sent to `email`; null until then. */
    emailConfirmedAt: timestamp('email_confirmed_at'),
    createdAt: createdAt(),
    /** Suspended by a moderator since this instant; null when not suspended. */
    suspendedAt: timestamp('suspended_at'),
    /** End of the suspension; null with suspended_at set means permanent. */
    suspendedUntil: timestamp('suspended_until'),
  },
  // Unique ignoring case even if a row is ever written without the service's normalisation.
  (t) => [uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`)],
);

/**
 * Lucia-style sessions: the id is the SHA-256 of the token held by the browser cookie.
 * `expires_at` slides forward on use but never past `absolute_expires_at`.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at').notNull(),
    // Default 0 (the epoch) only for rows older than this column: such sessions count as expired.
    absoluteExpiresAt: timestamp('absolute_expires_at')
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at')
      .notNull()
      .default(sql`0`),
  },
  // Revoking "every other session" of a member after a password change reads by user.
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const subscriptionTiers = sqliteTable('subscription_tiers', {
  id: id(),
  name: text('name').notNull(),
  priceMonthly: integer('price_monthly').notNull(),
  /** 999 means unlimited. */
  maxPostsPerDay: integer('max_posts_per_day'),
  canUploadVideo: integer('can_upload_video', { mode: 'boolean' }).notNull(),
  canAccessLives: integer('can_access_lives', { mode: 'boolean' }).notNull(),
  canCreatePolls: integer('can_create_polls', { mode: 'boolean' }).notNull(),
  /** 100 means unlimited. */
  maxDmParticipants: integer('max_dm_participants').notNull(),
  maxFileSizeMb: integer('max_file_size_mb').notNull(),
  maxFilesPerPost: integer('max_files_per_post').notNull(),
  features: text('features', { mode: 'json' })
    .$type<{ badge: boolean; priority_support: boolean; custom_badge: boolean; exclusive_content: boolean; direct_access: boolean }>()
    .notNull(),
  stripePriceId: text('stripe_price_id'),
});

export const profiles = sqliteTable(
  'profiles',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    /** AES-GCM sealed digits (lib/crypto format), read back only for the member themself. */
    whatsappSealed: text('whatsapp_sealed'),
    /** HMAC-SHA-256 of the digits (see services/auth/whatsapp-seal.ts): "same WhatsApp" checks without reading it. */
    whatsappHash: text('whatsapp_hash'),
    reputationScore: integer('reputation_score').notNull().default(0),
    mitoCoins: integer('mito_coins').notNull().default(0),
    subscriptionTierId: text('subscription_tier_id').references(() => subscriptionTiers.id),
    /** Privacy: false hides 'Online' and 'visto por último' from everyone else. */
    showOnline: integer('show_online', { mode: 'boolean' }).notNull().default(true),
    /** Privacy: who may start a conversation with the member (checked by zod on input). */
    whoCanMessage: text('who_can_message', { enum: ['everyone', 'nobody'] })
      .notNull()
      .default('everyone'),
    /** Ouro's custom badge: an emoji and up to 12 characters, checked like names ('Artista' and the artist's name reserved). */
    customBadge: text('custom_badge'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('profiles_user_uq').on(t.userId),
    // Usernames are unique ignoring case ("Ana" and "ana" are one name); the stored spelling is kept for display.
    uniqueIndex('profiles_username_lower_uq').on(sql`lower(${t.username})`),
    index('profiles_whatsapp_hash_idx').on(t.whatsappHash),
  ],
);

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tierId: text('tier_id')
      .notNull()
      .references(() => subscriptionTiers.id),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled'] }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    trialEndsAt: timestamp('trial_ends_at'),
    currentPeriodEnd: timestamp('current_period_end'),
    /** Canceled in the portal, still running until current_period_end. */
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    /**
     * `created` of the newest provider event applied to this row: an older event
     * arriving late is ignored, so deliveries out of order never move it backwards.
     */
    lastEventAt: timestamp('last_event_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_uq').on(t.userId),
    uniqueIndex('subscriptions_provider_sub_uq').on(t.providerSubscriptionId),
    check('subscriptions_status_ck', sql`${t.status} in ('trialing','active','past_due','canceled')`),
  ],
);

/**
 * One free trial per person: a row per keyed hash (HMAC-SHA-256) of the
 * account id, the normalised e-mail and the WhatsApp digits of everyone who had a
 * trial. Hashes, not the values, so the table holds no contact data; an account
 * that is deleted still leaves its e-mail and WhatsApp marked as used.
 */
export const trialUsages = sqliteTable('trial_usages', {
  keyHash: text('key_hash').primaryKey(),
  kind: text('kind', { enum: ['account', 'email', 'whatsapp'] }).notNull(),
  usedAt: timestamp('used_at').notNull(),
  /** The provider subscription whose trial spent this key first (null on rows older than the column). */
  subscriptionId: text('subscription_id'),
});
