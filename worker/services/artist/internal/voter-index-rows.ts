import { sql } from 'drizzle-orm';
import { artistVoterIndex, artistVoterTokens, tshirtPollVotes } from '../../../../db/schema';
import type { Db } from '../../../adapters/db/port';

/** A stored vote's search tokens and sort key (worker/lib/voter-search-tokens.ts), with the coupon it was read with. */
export interface VoterIndexEntry {
  id: string;
  raffleCoupon: string;
  tokens: number[];
  sortKey: string;
}

/**
 * The artist panel's index rows for votes read by the indexer (services/artist/index-pending-votes.ts),
 * as statements for one `db.batch` with `markIndexed`. Each joins the vote as it is at commit time:
 * by id AND coupon (the row that was read, not another attempt sharing its id), still pending (a
 * concurrent run already wrote it), and not purged — an erasure or the retention purge committed
 * between the indexer's read and this write leaves no token and no clear sort key behind.
 * One JSON parameter per statement keeps a 500-vote batch far below SQLite's bound-variable limit.
 */
export function voterIndexStatements(db: Db, entries: VoterIndexEntry[]) {
  if (entries.length === 0) return [];
  const json = JSON.stringify(entries.map((e) => [e.id, e.sortKey, e.tokens, e.raffleCoupon]));
  const stored = sql`json_each(${json}) j JOIN ${tshirtPollVotes} v ON v.id = json_extract(j.value, '$[0]') AND v.raffle_coupon = json_extract(j.value, '$[3]')`;
  // A WHERE before ON CONFLICT is SQLite's documented way to keep an upsert's INSERT … SELECT unambiguous.
  return [
    db.run(sql`
      INSERT INTO ${artistVoterIndex} (vote_id, sort_key)
      SELECT v.id, json_extract(j.value, '$[1]') FROM ${stored}
      WHERE v.purged_at IS NULL AND v.indexed_at IS NULL
      ON CONFLICT DO NOTHING`),
    db.run(sql`
      INSERT INTO ${artistVoterTokens} (token, vote_id)
      SELECT t.value, v.id FROM ${stored}, json_each(j.value, '$[2]') t
      WHERE v.purged_at IS NULL AND v.indexed_at IS NULL
      ON CONFLICT DO NOTHING`),
  ];
}

/** Last in the indexer's batch: these votes leave the pending set (the partial index `tshirt_votes_unindexed_idx`). */
export function markIndexed(db: Db, ids: string[], at: Date) {
  return db.run(sql`
    UPDATE ${tshirtPollVotes} SET indexed_at = ${at.getTime()}
    WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) AND indexed_at IS NULL`);
}
