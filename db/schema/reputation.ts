import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { users } from './members';

export const REPUTATION_KINDS = ['post', 'reaction_received', 'comment_received', 'poll_vote_received'] as const;

/**
 * Every award of Reputação and MitoCoins, one row each (services/reputation/award-reputation.ts).
 * profiles.reputation_score / mito_coins are the running sums, written in the same batch.
 * The ledger is what makes the caps enforceable in SQL: per member, kind and day, per
 * (member, actor) and day, and once per source ever (the unique key).
 */
export const reputationLedger = sqliteTable(
  'reputation_ledger',
  {
    id: id(),
    /** Who earns: the post's author. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REPUTATION_KINDS }).notNull(),
    /** What earned it: `<post id>` for a post, `<post id>:<actor id>` for activity received. */
    sourceKey: text('source_key').notNull(),
    /** Who caused it (the author themself for a post); kept as text so a deleted account keeps history. */
    actorId: text('actor_id').notNull(),
    /** Start of the São Paulo day (ms since the epoch) the award counts against. */
    day: integer('day').notNull(),
    points: integer('points').notNull(),
    coins: integer('coins').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reputation_ledger_source_uq').on(t.userId, t.kind, t.sourceKey),
    index('reputation_ledger_day_idx').on(t.userId, t.day, t.kind),
    index('reputation_ledger_actor_day_idx').on(t.userId, t.actorId, t.day),
    check('reputation_ledger_kind_ck', sql`${t.kind} in ('post','reaction_received','comment_received','poll_vote_received')`),
  ],
);
