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
