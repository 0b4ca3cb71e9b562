import { sql } from 'drizzle-orm';
import { artistVoterIndex, artistVoterTokens, tshirtPollVotes } from '../../../db/schema';
import type { Db } from '../db/port';

/** A voter's search tokens and sort key (worker/lib/voter-search-tokens.ts), carried with the vote to its write. */
export interface VoterIndexEntry {
  tokens: number[];
  sortKey: string;
}

/**
 * The artist panel's index rows for a batch of votes, as statements to append
 * to the vote's own `db.batch` (same transaction). Each joins the votes table,
 * so a vote the writer skipped (duplicate CPF, closed poll) gets no index row.
 * One JSON parameter per statement keeps a 200-vote batch far below SQLite's
 * bound-variable limit.
 */
export function voterIndexStatements(db: Db, rows: { id: string; raffleCoupon?: string; search?: VoterIndexEntry }[]) {
  // With a coupon, only the attempt that was really stored is indexed: a refused retry that shares the
  // vote's id (same vote key, other CPF) must not add its tokens to the stored vote.
  const entries = rows.filter((r) => r.search).map((r) => [r.id, r.search!.sortKey, r.search!.tokens, r.raffleCoupon ?? null]);
  if (entries.length === 0) return [];
  const json = JSON.stringify(entries);
  // A WHERE before ON CONFLICT is SQLite's documented way to keep an upsert's INSERT … SELECT unambiguous.
  return [
    db.run(sql`
      INSERT INTO ${artistVoterIndex} (vote_id, sort_key)
      SELECT json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]')
      FROM json_each(${json}) j JOIN ${tshirtPollVotes} v ON v.id = json_extract(j.value, '$[0]')
      WHERE json_extract(j.value, '$[3]') IS NULL OR v.raffle_coupon = json_extract(j.value, '$[3]')
      ON CONFLICT DO NOTHING`),
    db.run(sql`
      INSERT INTO ${artistVoterTokens} (token, vote_id)
      SELECT t.value, v.id
      FROM json_each(${json}) j JOIN ${tshirtPollVotes} v ON v.id = json_extract(j.value, '$[0]'), json_each(j.value, '$[2]') t
      WHERE json_extract(j.value, '$[3]') IS NULL OR v.raffle_coupon = json_extract(j.value, '$[3]')
      ON CONFLICT DO NOTHING`),
  ];
}
