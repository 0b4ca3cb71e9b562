import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns';
import { polls, tshirtPollVotes } from './poll';

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
    voteId: text('vote_id')
      .notNull()
      .references(() => tshirtPollVotes.id, { onDelete: 'cascade' }),
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
    trackingId: text('tracking_id')
      .notNull()
      .references(() => artistContactTracking.id, { onDelete: 'cascade' }),
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

/**
 * Proof of the LGPD consent given at each artist sign-in. Kept apart from the
 * session so it outlives Sair and expiry. The IP is stored only as a keyed hash.
 */
export const artistConsents = sqliteTable(
  'artist_consents',
  {
    id: id(),
    sessionId: text('session_id').notNull(),
    termsVersion: text('terms_version').notNull(),
    ipHash: text('ip_hash').notNull(),
    consentedAt: timestamp('consented_at').notNull(),
  },
  (t) => [index('artist_consents_at_idx').on(t.consentedAt)],
);

/**
 * The artist panel's order and search over voters, beside the votes (see
 * worker/lib/voter-search-tokens.ts for what is stored and why it is safe).
 * One row per stored vote, written after it by the indexer (services/artist/index-pending-votes.ts).
 */
export const artistVoterIndex = sqliteTable(
  'artist_voter_index',
  {
    voteId: text('vote_id')
      .primaryKey()
      .references(() => tshirtPollVotes.id, { onDelete: 'cascade' }),
    sortKey: text('sort_key').notNull(),
  },
  (t) => [index('artist_voter_index_sort_idx').on(t.sortKey, t.voteId)],
);

/** Keyed-hash tokens (53-bit truncated HMAC) of normalised trigrams of a voter's name, e-mail and CPF digits. */
export const artistVoterTokens = sqliteTable(
  'artist_voter_tokens',
  {
    token: integer('token').notNull(),
    voteId: text('vote_id')
      .notNull()
      .references(() => tshirtPollVotes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.token, t.voteId] }), index('artist_voter_tokens_vote_idx').on(t.voteId)],
);

/** The artist's WhatsApp message per contact status; `{nome}` and `{cupom}` are filled in per voter. */
export const artistMessageTemplates = sqliteTable(
  'artist_message_templates',
  {
    status: text('status', { enum: CONTACT_STATUSES }).primaryKey(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (t) => [check('message_templates_status_ck', sql`${t.status} in ${statusCheck}`)],
);

/**
 * The raffle's frozen coupon list and its public draw (the /sorteio page).
 * Frozen once, when the poll closes: the sorted coupons, their SHA-256 and the
 * closing time are published before any seed exists; the seed (announced in
 * advance, e.g. a Loteria Federal result) and the winners come later, and the
 * winners follow from list hash + seed alone (worker/lib/raffle-draw.ts).
 */
export const raffleFreezes = sqliteTable('raffle_freezes', {
  pollId: text('poll_id')
    .primaryKey()
    .references(() => polls.id),
  closedAt: timestamp('closed_at').notNull(),
  frozenAt: timestamp('frozen_at').notNull(),
  couponsSha256: text('coupons_sha256').notNull(),
  couponCount: integer('coupon_count').notNull(),
  /** The anonymised list as published: one coupon per line, sorted, "\n" after each. */
  couponList: text('coupon_list').notNull(),
  seed: text('seed'),
  winners: text('winners', { mode: 'json' }).$type<string[]>(),
  drawnAt: timestamp('drawn_at'),
  claimDeadline: timestamp('claim_deadline'),
});

/**
 * Redraws of unclaimed prizes (rounds 2, 3 …; round 1 is the draw in
 * raffle_freezes). Each is the same public draw (worker/lib/raffle-draw.ts) on
 * the frozen list minus every earlier winner, with the seed derived from the
 * announced one (`S:rodada:r`): nothing new is chosen, so anyone can recompute
 * it. The primary key makes a round happen once even if two runs race.
 */
export const raffleRounds = sqliteTable(
  'raffle_rounds',
  {
    pollId: text('poll_id')
      .notNull()
      .references(() => polls.id),
    round: integer('round').notNull(),
    seed: text('seed').notNull(),
    listSha256: text('list_sha256').notNull(),
    couponCount: integer('coupon_count').notNull(),
    winners: text('winners', { mode: 'json' }).$type<string[]>().notNull(),
    drawnAt: timestamp('drawn_at').notNull(),
    claimDeadline: timestamp('claim_deadline').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.round] })],
);

/**
 * A prize marked as claimed by the artist in the panel, after contacting the
 * winner (before the round's claim deadline). The winner's complimentary
 * Bronze month goes to the account with the vote's e-mail: at once if it
 * exists, else at sign-up with that e-mail until `bronze_until` (matched on
 * the keyed hash, never the e-mail itself).
 */
export const raffleClaims = sqliteTable(
  'raffle_claims',
  {
    coupon: text('coupon').primaryKey(),
    pollId: text('poll_id')
      .notNull()
      .references(() => polls.id),
    round: integer('round').notNull(),
    claimedAt: timestamp('claimed_at').notNull(),
    /** HMAC of the normalised e-mail of the vote ("prize:email:" domain). */
    emailHash: text('email_hash').notNull(),
    bronzeUntil: timestamp('bronze_until').notNull(),
    bronzeUserId: text('bronze_user_id'),
    /** Set once the month was granted (or found not applicable): `granted` | `already_subscribed`. */
    bronzeOutcome: text('bronze_outcome'),
    /** When the artist confirmed, at 'Marcar como resgatado', that the CPF holder's own document was checked; null on older claims. */
    documentCheckedAt: timestamp('document_checked_at'),
  },
  (t) => [index('raffle_claims_email_idx').on(t.emailHash)],
);
