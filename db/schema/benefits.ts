import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns';
import { users } from './members';

/**
 * Lives the artist schedules in the panel. Only members whose tier has lives ever receive the
 * link. `announced_at` is set once the start was announced (notification + realtime), so the
 * announcement goes out once.
 */
export const lives = sqliteTable(
  'lives',
  {
    id: id(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
    canceledAt: timestamp('canceled_at'),
    announcedAt: timestamp('announced_at'),
  },
  (t) => [index('lives_starts_idx').on(t.startsAt), check('lives_url_ck', sql`${t.url} like 'https://%'`)],
);

/**
 * 'Fale com a equipe' (priority support): the panel's 'Suporte' queue, Ouro first then age.
 * `tier_rank` is the member's tier when they wrote (2 Ouro, 1 Prata, 0 other), so the order
 * does not move when the plan changes later. Replies go by e-mail and are kept here.
 */
export const supportRequests = sqliteTable(
  'support_requests',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tierRank: integer('tier_rank').notNull().default(0),
    message: text('message').notNull(),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at'),
    reply: text('reply'),
  },
  (t) => [index('support_requests_open_idx').on(t.answeredAt, t.tierRank, t.createdAt), index('support_requests_user_idx').on(t.userId)],
);
