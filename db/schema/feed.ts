import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns';
import { POST_VISIBILITIES, REACTION_TYPES } from './enums';
import { users } from './members';
import { engagementExpr, trendingScoreExpr } from './trending-score';

export const posts = sqliteTable(
  'posts',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    mediaCount: integer('media_count').notNull().default(0),
    // Reactions by type, kept equal to the reactions rows by the batch that writes them
    // (services/feed/toggle-reaction.ts). likes_count is the heart count.
    likesCount: integer('likes_count').notNull().default(0),
    fireCount: integer('fire_count').notNull().default(0),
    mindBlownCount: integer('mind_blown_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    createdAt: createdAt(),
    /** 'Visível para': 'all' (Todos), 'prata' (Prata e Ouro), 'ouro' (Só Ouro). */
    visibility: text('visibility', { enum: POST_VISIBILITIES }).notNull().default('all'),
    /** Removed by a moderator: gone for everyone, media no longer served; kept for the report's history. */
    removedAt: timestamp('removed_at'),
    /** Hidden with its author's suspension (the artist's choice); shown again when it is lifted. */
    hiddenAt: timestamp('hidden_at'),
    /** Pinned by the artist to the top of 'Recentes' (at most 3). */
    pinnedAt: timestamp('pinned_at'),
    /** Last edit by its author (within 24 h of posting): shown as '(editado)'. */
    editedAt: timestamp('edited_at'),
    // Em Alta: computed from the counts above in the same UPDATE that changes them (see trending-score.ts).
    engagement: integer('engagement').generatedAlwaysAs(engagementExpr(), { mode: 'virtual' }),
    trendingScore: real('trending_score').generatedAlwaysAs(trendingScoreExpr(), { mode: 'virtual' }),
  },
  (t) => [
    index('posts_created_idx').on(t.createdAt, t.id),
    index('posts_user_created_idx').on(t.userId, t.createdAt),
    index('posts_trending_idx').on(t.trendingScore, t.id),
    index('posts_pinned_idx')
      .on(t.pinnedAt)
      .where(sql`${t.pinnedAt} is not null`),
    check('posts_visibility_ck', sql`${t.visibility} in ('all','prata','ouro')`),
  ],
);

export const postMedia = sqliteTable(
  'post_media',
  {
    id: id(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    mediaKey: text('media_key').notNull(),
    mediaType: text('media_type', { enum: ['image', 'video', 'audio'] }).notNull(),
    mediaOrder: integer('media_order').notNull(),
    altText: text('alt_text'),
  },
  (t) => [
    index('post_media_post_idx').on(t.postId),
    // A file's post by its key (the media route's exclusive check): one probe, whatever the author posted.
    index('post_media_key_idx').on(t.mediaKey),
    check('post_media_type_ck', sql`${t.mediaType} in ('image','video','audio')`),
  ],
);

export const tags = sqliteTable('tags', {
  id: id(),
  name: text('name').notNull().unique(),
  color: text('color').notNull(),
  /** The member who created the tag from the composer; null for the site's own tags. */
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
});

export const postTags = sqliteTable(
  'post_tags',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] })],
);

export const postPolls = sqliteTable(
  'post_polls',
  {
    id: id(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    expiresAt: timestamp('expires_at'),
    multipleChoice: integer('multiple_choice', { mode: 'boolean' }).notNull().default(false),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    totalVotes: integer('total_votes').notNull().default(0),
  },
  (t) => [uniqueIndex('post_polls_post_uq').on(t.postId)],
);

export const postPollOptions = sqliteTable(
  'post_poll_options',
  {
    id: id(),
    pollId: text('poll_id')
      .notNull()
      .references(() => postPolls.id, { onDelete: 'cascade' }),
    optionText: text('option_text').notNull(),
    optionOrder: integer('option_order').notNull(),
    // Kept equal to the option's post_poll_votes rows by the vote's own batch (services/feed/vote-post-poll.ts).
    voteCount: integer('vote_count').notNull().default(0),
  },
  (t) => [index('post_poll_options_poll_idx').on(t.pollId, t.optionOrder)],
);

export const postPollVotes = sqliteTable(
  'post_poll_votes',
  {
    pollId: text('poll_id')
      .notNull()
      .references(() => postPolls.id, { onDelete: 'cascade' }),
    optionId: text('option_id')
      .notNull()
      .references(() => postPollOptions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.optionId, t.userId] })],
);

export { REACTION_TYPES };

export const reactions = sqliteTable(
  'reactions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: text('target_id').notNull(),
    targetType: text('target_type', { enum: ['post'] }).notNull(),
    reactionType: text('reaction_type', { enum: REACTION_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index('reactions_target_idx').on(t.targetType, t.targetId),
    check('reactions_type_ck', sql`${t.reactionType} in ('heart','fire','mind_blown')`),
    check('reactions_target_type_ck', sql`${t.targetType} in ('post')`),
  ],
);

/**
 * Who shared which post: one row per member and post, so `posts.shares_count` counts members, not
 * presses. Written with the count in one batch (services/feed/share-post.ts).
 */
export const postShares = sqliteTable(
  'post_shares',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_shares_user_idx').on(t.userId)],
);

export const comments = sqliteTable(
  'comments',
  {
    id: id(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    /** Removed by a moderator (see posts.removed_at). */
    removedAt: timestamp('removed_at'),
    /** Hidden with its author's suspension (see posts.hidden_at). */
    hiddenAt: timestamp('hidden_at'),
    /** Last edit by its author (within 24 h of commenting): shown as '(editado)'. */
    editedAt: timestamp('edited_at'),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.createdAt), check('comments_content_ck', sql`length(trim(${t.content})) > 0`)],
);
