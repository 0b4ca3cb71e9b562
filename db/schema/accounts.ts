import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './members';
import { tshirtPollVotes } from './poll';
import { createdAt, id, timestamp } from './columns';

export const EMAIL_TOKEN_PURPOSES = ['password_reset', 'email_confirm', 'coupon_confirm', 'fan_data', 'sign_in'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * The tokens of e-mailed links (reset a password, sign in during a lockout, confirm an e-mail or a
 * raffle coupon, a fan's data request). The id is the SHA-256 of the token in the link; the link works once
 * (`used_at`) and until `expires_at`. The subject is a member or a vote.
 */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    id: id(),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    voteId: text('vote_id').references(() => tshirtPollVotes.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.userId),
    index('email_tokens_vote_idx').on(t.voteId),
    index('email_tokens_expires_idx').on(t.expiresAt),
    check('email_tokens_purpose_ck', sql`${t.purpose} in ('password_reset', 'email_confirm', 'coupon_confirm', 'fan_data', 'sign_in')`),
  ],
);

export const CONSENT_PURPOSES = ['contact', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * The consent ledger: each consent given or withdrawn, with its purpose, the version of the
 * text the person saw, and when. Rows are only appended; the latest row (by `at`, then rowid) per subject and
 * purpose is the state. The subject is a member id, or for a fan without an account the
 * vote's keyed voter hash (never the CPF).
 */
export const consents = sqliteTable(
  'consents',
  {
    id: id(),
    subjectKind: text('subject_kind', { enum: ['member', 'voter'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    purpose: text('purpose', { enum: CONSENT_PURPOSES }).notNull(),
    textVersion: text('text_version').notNull(),
    granted: integer('granted', { mode: 'boolean' }).notNull(),
    at: timestamp('at').notNull(),
  },
  (t) => [
    index('consents_subject_idx').on(t.subjectKind, t.subjectId, t.purpose, t.at),
    check('consents_subject_kind_ck', sql`${t.subjectKind} in ('member', 'voter')`),
    check('consents_purpose_ck', sql`${t.purpose} in ('contact', 'marketing')`),
  ],
);
