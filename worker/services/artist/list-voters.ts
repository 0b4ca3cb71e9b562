import { sql, type SQL } from 'drizzle-orm';
import { artistContactTracking, artistVoterIndex, pollOptions, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { VOTERS_PAGE_SIZE, type ContactStatus, type ListVotersInput, type VoterListRow, type VoterPage } from '../../contracts/artist';
import { maskCpf, openPii } from '../../lib/pii-open';
import { voterFilter } from './voter-filter';

export interface VoterRowSql {
  id: string;
  name: string;
  cpf: string;
  coupon: string;
  design: string;
  status: ContactStatus | null;
}

/**
 * The columns every voter listing reads, in name order (the index's sort key,
 * then the id for a total order). The page is cut on the covering
 * (sort_key, vote_id) index alone, so an offset of 50k skips index entries,
 * not 50k joined rows; only the page's rows are joined.
 */
export function selectVoters(filter: SQL | null, page?: { limit: number; offset: number; inNameOrder?: boolean }) {
  const cut = page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
  // Many matches: walk the name index and test each against the (materialised) match set, stopping at the page.
  // Few: look the matches up and sort them. SQLite's estimate cannot see the set's size; the count can.
  // The unary + keeps SQLite from turning the IN into per-match probes of the name index (a skip-scan).
  const walk = !!page?.inNameOrder;
  return sql`
    WITH page AS (
      SELECT x.vote_id, x.sort_key FROM ${artistVoterIndex} x${walk ? sql` INDEXED BY artist_voter_index_sort_idx` : sql``}
      ${filter ? (walk ? sql`WHERE +x.vote_id IN (${filter})` : sql`WHERE x.vote_id IN (${filter})`) : sql``}
      ORDER BY x.sort_key, x.vote_id ${cut})
    SELECT v.id AS id, v.participant_name AS name, v.cpf_encrypted AS cpf, v.raffle_coupon AS coupon,
      o.option_text AS design, ct.contact_status AS status
    FROM page
      JOIN ${tshirtPollVotes} v ON v.id = page.vote_id
      JOIN ${pollOptions} o ON o.id = v.option_id
      LEFT JOIN ${artistContactTracking} ct ON ct.vote_id = v.id
    ORDER BY page.sort_key, page.vote_id`;
}

/** Above this many matches a page is cheaper found by walking the name order than by sorting the matches. */
const WALK_ABOVE = 1500;

export const toListRow = (deps: Pick<AppDeps, 'config'>, r: VoterRowSql): VoterListRow => ({
  voteId: r.id,
  name: r.name,
  cpfMasked: maskCpf(openPii(deps.config, r.cpf)),
  designName: r.design,
  coupon: r.coupon,
  contactStatus: r.status ?? 'not_contacted',
});

/**
 * get_voters_for_dashboard, paged: one page of 25 in name order. Offset paging
 * walks the (sort_key, vote_id) index, so a page costs its offset in index
 * steps, not a sort of every voter; only the page's 25 CPFs are decrypted (to mask them).
 */
export async function listVoters(deps: Pick<AppDeps, 'db' | 'config'>, input: ListVotersInput): Promise<VoterPage> {
  const filter = await voterFilter(deps, input.q);
  const offset = (input.page - 1) * VOTERS_PAGE_SIZE;
  const [count] = await deps.db.all<{ n: number }>(
    filter ? sql`SELECT count(*) AS n FROM (${filter})` : sql`SELECT count(*) AS n FROM ${artistVoterIndex}`,
  );
  const total = count?.n ?? 0;
  const rows =
    total === 0 || offset >= total
      ? []
      : await deps.db.all<VoterRowSql>(selectVoters(filter, { limit: VOTERS_PAGE_SIZE, offset, inNameOrder: total > WALK_ABOVE }));
  return {
    rows: rows.map((r) => toListRow(deps, r)),
    total,
    page: input.page,
    pageCount: Math.max(1, Math.ceil(total / VOTERS_PAGE_SIZE)),
  };
}
