import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns';

export const users = sqliteTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

/** Lucia-style sessions: the id is the SHA-256 of the token held by the browser cookie. */
export const sessions = sqliteTable('sessions', {
  id: id(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at').notNull(),
});

export const subscriptionTiers = sqliteTable('subscription_tiers', {
  id: id(),
  name: text('name').notNull(),
  priceMonthly: integer('price_monthly').notNull(),
  /** 999 means unlimited (spec). */
  maxPostsPerDay: integer('max_posts_per_day'),
  canUploadVideo: integer('can_upload_video', { mode: 'boolean' }).notNull(),
  canAccessLives: integer('can_access_lives', { mode: 'boolean' }).notNull(),
  canCreatePolls: integer('can_create_polls', { mode: 'boolean' }).notNull(),
  /** 100 means unlimited (spec). */
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
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    whatsapp: text('whatsapp'),
    reputationScore: integer('reputation_score').notNull().default(0),
    mitoCoins: integer('mito_coins').notNull().default(0),
    subscriptionTierId: text('subscription_tier_id').references(() => subscriptionTiers.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('profiles_user_uq').on(t.userId), uniqueIndex('profiles_username_uq').on(t.username)],
);

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: id(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tierId: text('tier_id').notNull().references(() => subscriptionTiers.id),
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
 * One free trial per person (issue 18): a row per keyed hash (HMAC-SHA-256) of the
 * account id, the normalised e-mail and the WhatsApp digits of everyone who had a
 * trial. Hashes, not the values, so the table holds no contact data; an account
 * that is deleted still leaves its e-mail and WhatsApp marked as used.
 */
export const trialUsages = sqliteTable('trial_usages', {
  keyHash: text('key_hash').primaryKey(),
  kind: text('kind', { enum: ['account', 'email', 'whatsapp'] }).notNull(),
  usedAt: timestamp('used_at').notNull(),
});
