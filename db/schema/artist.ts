import { sql } from 'drizzle-orm';
import { check, index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns';
import { tshirtPollVotes } from './poll';

export const CONTACT_STATUSES = ['not_contacted', 'tried_call', 'called', 'sent_whatsapp', 'did_live'] as const;
const statusCheck = sql.raw(`('${CONTACT_STATUSES.join("','")}')`);

/** Artist-panel sessions: id is the SHA-256 of the httpOnly cookie token; consent time is recorded. */
export const artistSessions = sqliteTable('artist_sessions', {
  id: id(),
  consentAt: timestamp('consent_at').notNull(),
  expiresAt: timestamp('expires_at').notNull(),
  createdAt: createdAt(),
});

export const artistContactTracking = sqliteTable(
  'artist_contact_tracking',
  {
    id: id(),
    voteId: text('vote_id').notNull().references(() => tshirtPollVotes.id, { onDelete: 'cascade' }),
    contactStatus: text('contact_status', { enum: CONTACT_STATUSES }).notNull().default('not_contacted'),
    notes: text('notes'),
    lastContactAt: timestamp('last_contact_at'),
  },
  (t) => [
    uniqueIndex('contact_tracking_vote_uq').on(t.voteId),
    check('contact_tracking_status_ck', sql`${t.contactStatus} in ${statusCheck}`),
  ],
);

export const contactHistory = sqliteTable(
  'contact_history',
  {
    id: id(),
    trackingId: text('tracking_id').notNull().references(() => artistContactTracking.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CONTACT_STATUSES }).notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_history_tracking_idx').on(t.trackingId, t.createdAt)],
);

/** Every read of voters' personal data by the artist panel. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
