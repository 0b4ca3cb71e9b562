import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { users } from './members';

export const NOTIFICATION_TYPES = ['like', 'comment', 'follow', 'poll_vote', 'moderation', 'live', 'mention', 'message', 'post'] as const;

export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromUserId: text('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    /** The latest activity in the group: a new one moves the row back to the top, unread. */
    createdAt: createdAt(),
    /**
     * The post the activity is about (the bell links there). No foreign key: SQLite cannot add one
     * with ON DELETE to an existing table, and the notification outlives a deleted post (the read
     * drops the link when the post is gone).
     */
    postId: text('post_id'),
    /**
     * Repeats collapse into one row per (user, group): `<type>:<post id>` for activity on a post
     * (services/notifications/notify-post-author.ts). Null for ungrouped notifications.
     */
    groupKey: text('group_key'),
    /** Distinct people in the group ("Ana e mais 3 pessoas" = 4). */
    actorCount: integer('actor_count').notNull().default(1),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // The upsert's conflict target; NULL keys never conflict, so ungrouped rows are unaffected.
    uniqueIndex('notifications_group_uq').on(t.userId, t.groupKey),
    check(
      'notifications_type_ck',
      sql`${t.type} in ('like','comment','follow','poll_vote','moderation','live','mention','message','post')`,
    ),
  ],
);
