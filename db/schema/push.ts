import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { sessions, users } from './members';

/**
 * One browser that asked for pushes (Web Push, RFC 8030): its push service endpoint and keys. An
 * endpoint belongs to one member at a time (the last to subscribe from that browser). It is tied to
 * the session it was made in: signing out (or a password change ending that session) deletes it.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url (what RFC 8291 encrypts to). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/** What a member wants pushed to their devices; no row means everything (1 = on). */
export const pushPreferences = sqliteTable(
  'push_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    messages: integer('messages', { mode: 'boolean' }).notNull().default(true),
    mentions: integer('mentions', { mode: 'boolean' }).notNull().default(true),
    followers: integer('followers', { mode: 'boolean' }).notNull().default(true),
    lives: integer('lives', { mode: 'boolean' }).notNull().default(true),
    /** 'Posts do MC Mito': the artist's new posts. */
    posts: integer('posts', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [
    check(
      'push_preferences_bool_ck',
      sql`${t.messages} in (0,1) and ${t.mentions} in (0,1) and ${t.followers} in (0,1) and ${t.lives} in (0,1) and ${t.posts} in (0,1)`,
    ),
  ],
);
