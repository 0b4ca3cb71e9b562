import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, timestamp } from './columns';
import { posts } from './feed';
import { users } from './members';

/** A member following another: 'Seguidores' / 'Seguindo' counts and the feed's 'Seguindo' tab. */
export const follows = sqliteTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: text('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] }), index('follows_followee_idx').on(t.followeeId, t.createdAt)],
);

/**
 * The feed search's index: one row per (search term, post), written with the post and rewritten
 * with its edit. A term is matched exactly, so a page of results is a keyset walk of the primary
 * key in the post's order (newest first), never a scan of every post.
 */
export const postTerms = sqliteTable(
  'post_terms',
  {
    term: text('term').notNull(),
    createdAt: timestamp('created_at').notNull(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.term, t.createdAt, t.postId] }), index('post_terms_post_idx').on(t.postId)],
);

/** The member search's index: one row per (term of the name or username, member). */
export const memberTerms = sqliteTable(
  'member_terms',
  {
    term: text('term').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.term, t.userId] }), index('member_terms_user_idx').on(t.userId)],
);
