import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns';
import { users } from './members';

export const conversations = sqliteTable(
  'conversations',
  {
    id: id(),
    isGroup: integer('is_group', { mode: 'boolean' }).notNull().default(false),
    name: text('name'),
    lastMessageAt: timestamp('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [index('conversations_last_idx').on(t.lastMessageAt)],
);

export const conversationParticipants = sqliteTable(
  'conversation_participants',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at').notNull(),
    lastReadAt: timestamp('last_read_at'),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('participants_user_idx').on(t.userId)],
);

export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    messageType: text('message_type', { enum: ['text', 'image'] })
      .notNull()
      .default('text'),
    mediaKey: text('media_key'),
    isDeleted: integer('is_deleted', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    /** Removed by a moderator after a report: shown to both sides as removed, its image no longer served. */
    removedAt: timestamp('removed_at'),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('messages_type_ck', sql`${t.messageType} in ('text','image')`),
  ],
);

export const userPresence = sqliteTable('user_presence', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['online', 'offline'] }).notNull(),
  lastSeenAt: timestamp('last_seen_at').notNull(),
});

/**
 * Member blocks (privacy): a row means no new conversation and no direct message
 * between the two, either way. Groups already shared are not affected (services/messages/privacy.ts).
 */
export const blocks = sqliteTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // The reverse lookup ("is anyone blocking me?") reads by blocked_id.
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);
