import { sql } from 'drizzle-orm';
import { check, index, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns';
import { MODERATION_ACTIONS, REPORT_REASONS, REPORT_TARGETS } from './enums';
import { users } from './members';

const inList = (values: readonly string[]) => sql.raw(`('${values.join("','")}')`);

/**
 * 'Denunciar': one row per member and reported item (a second report of the same item by the
 * same member is refused). `target_author_id` is the member who wrote the item (for a member
 * report, that member), so the queue groups by author and a deleted author takes their reports.
 * A report stays open until an action resolves every open report of its item.
 */
export const reports = sqliteTable(
  'reports',
  {
    id: id(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: text('target_id').notNull(),
    targetAuthorId: text('target_author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    /** 'Outro': the reporter's own words (plain text, bidi controls stripped). */
    details: text('details'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at'),
    /** The moderation_actions row that closed it. */
    resolutionId: text('resolution_id'),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_uq').on(t.reporterId, t.targetType, t.targetId),
    index('reports_target_idx').on(t.targetType, t.targetId),
    index('reports_open_idx').on(t.resolvedAt, t.createdAt),
    index('reports_author_idx').on(t.targetAuthorId),
    check('reports_target_type_ck', sql`${t.targetType} in ${inList(REPORT_TARGETS)}`),
    check('reports_reason_ck', sql`${t.reason} in ${inList(REPORT_REASONS)}`),
  ],
);

/**
 * What a moderator did (the panel or the artist's member account): the item's history and the
 * author's earlier removals. `actor` is 'painel' or the artist member's user id; `detail` holds
 * the suspension length ('7d', '30d', 'permanent') or whether the member's posts were hidden.
 */
export const moderationActions = sqliteTable(
  'moderation_actions',
  {
    id: id(),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: text('target_id').notNull(),
    memberId: text('member_id').references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    detail: text('detail'),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_actions_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('moderation_actions_member_idx').on(t.memberId, t.action),
    check('moderation_actions_target_type_ck', sql`${t.targetType} in ${inList(REPORT_TARGETS)}`),
    check('moderation_actions_action_ck', sql`${t.action} in ${inList(MODERATION_ACTIONS)}`),
  ],
);

/** A member who muted another: the muted member's posts and comments leave the muter's feed. */
export const mutes = sqliteTable(
  'mutes',
  {
    muterId: text('muter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedId: text('muted_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] }), index('mutes_muted_idx').on(t.mutedId)],
);
