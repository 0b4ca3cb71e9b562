import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns';
import { users } from './members';

export const polls = sqliteTable('polls', {
  id: id(),
  question: text('question').notNull(),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  closesAt: timestamp('closes_at').notNull(),
  createdAt: createdAt(),
});

export const pollOptions = sqliteTable(
  'poll_options',
  {
    id: id(),
    pollId: text('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    optionText: text('option_text').notNull(),
    optionOrder: integer('option_order').notNull(),
    /** Votes counted before this site existed (design1 287 … design5 569, in db/seed/catalogue.ts). */
    baseVotes: integer('base_votes').notNull().default(0),
    voteCount: integer('vote_count').notNull().default(0),
    imageUrl: text('image_url').notNull(),
  },
  (t) => [uniqueIndex('poll_options_order_uq').on(t.pollId, t.optionOrder), check('poll_options_vote_count_ck', sql`${t.voteCount} >= 0`)],
);

/** A T-shirt poll vote. Personal data is encrypted; the CPF is found by its keyed hash. */
export const tshirtPollVotes = sqliteTable(
  'tshirt_poll_votes',
  {
    id: id(),
    pollId: text('poll_id')
      .notNull()
      .references(() => polls.id),
    optionId: text('option_id')
      .notNull()
      .references(() => pollOptions.id),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** AES-GCM sealed like the other personal fields when `name_sealed`; votes from before that hold it in clear until the panel's backfill seals them. */
    participantName: text('participant_name').notNull(),
    nameSealed: integer('name_sealed', { mode: 'boolean' }).notNull().default(false),
    cpfHash: text('cpf_hash').notNull(),
    cpfEncrypted: text('cpf_encrypted').notNull(),
    cpfLast4: text('cpf_last4').notNull(),
    whatsappEncrypted: text('whatsapp_encrypted').notNull(),
    emailEncrypted: text('email_encrypted').notNull(),
    raffleCoupon: text('raffle_coupon').notNull(),
    voterTokenHash: text('voter_token_hash').notNull(),
    /** Keyed hash (HMAC) of the normalised e-mail given with the vote (see lib/email-normal.ts, `inboxOf`); null on older votes. */
    emailHash: text('email_hash'),
    /** When the voter opened the link sent to that e-mail: only then does the coupon enter the draw. */
    emailConfirmedAt: timestamp('email_confirmed_at'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at').notNull(),
    /** Set when the raffle's retention ran: name, CPF and contact fields were blanked; the design and coupon stay for the tallies. */
    purgedAt: timestamp('purged_at'),
    /** When the artist panel's search rows were written off the vote's path (services/artist/index-pending-votes.ts); null while pending. */
    indexedAt: timestamp('indexed_at'),
    /*
     * The raffle's integrity signals (worker/lib/raffle-trace.ts): keyed hashes, never an address or
     * a domain in clear, blanked with the rest of the vote's personal data (retention, fan erasure).
     * Null on votes stored before them.
     */
    /** The voting address's network: IPv4 /24, IPv6 /48. */
    voteNetHash: text('vote_net_hash'),
    /** The voting address: IPv4, or IPv6 /64 (as rate limits count it). */
    voteAddressHash: text('vote_address_hash'),
    /** The e-mail's domain, lower-cased. */
    emailDomainHash: text('email_domain_hash'),
    /** The address that opened the confirmation link (IPv4, or IPv6 /64). */
    confirmAddressHash: text('confirm_address_hash'),
    /** The artist's 'Anular cupons' (raffle_voids.id): a voided coupon never enters the frozen list. */
    voidId: text('void_id'),
  },
  (t) => [
    uniqueIndex('tshirt_votes_poll_cpf_uq').on(t.pollId, t.cpfHash),
    uniqueIndex('tshirt_votes_coupon_uq').on(t.raffleCoupon),
    uniqueIndex('tshirt_votes_token_uq').on(t.voterTokenHash),
    // One coupon in the draw per inbox: a second confirmed vote with the same normalised e-mail is refused.
    uniqueIndex('tshirt_votes_confirmed_email_uq')
      .on(t.pollId, t.emailHash)
      .where(sql`${t.emailConfirmedAt} is not null`),
    index('tshirt_votes_option_idx').on(t.optionId),
    // Only the votes still waiting for their search rows: the indexer finds them without scanning every vote.
    index('tshirt_votes_unindexed_idx')
      .on(t.id)
      .where(sql`${t.indexedAt} is null`),
  ],
);

export const RAFFLE_VOID_GROUNDS = ['rede', 'confirmacao', 'dominio', 'descartavel'] as const;
const groundCheck = sql.raw(`('${RAFFLE_VOID_GROUNDS.join("','")}')`);

/**
 * The artist's 'Anular cupons' on a group the raffle's integrity check found (services/raffle/integrity/):
 * public on /sorteio as its ground, reason and count (no personal data); the audit log keeps who.
 * Only before the freeze: the voided coupons never enter the list whose hash is published.
 */
export const raffleVoids = sqliteTable(
  'raffle_voids',
  {
    id: id(),
    pollId: text('poll_id')
      .notNull()
      .references(() => polls.id),
    ground: text('ground', { enum: RAFFLE_VOID_GROUNDS }).notNull(),
    /** The artist's words, shown publicly as written (bidi controls removed by the contract). */
    reason: text('reason').notNull(),
    couponCount: integer('coupon_count').notNull(),
    actor: text('actor').notNull(),
    voidedAt: timestamp('voided_at').notNull(),
  },
  (t) => [index('raffle_voids_poll_idx').on(t.pollId, t.voidedAt), check('raffle_voids_ground_ck', sql`${t.ground} in ${groundCheck}`)],
);
