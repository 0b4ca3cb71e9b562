import { sql } from 'drizzle-orm';
import { artistContactTracking, artistVoterIndex, pollOptions, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { VOTERS_PAGE_SIZE, type ContactStatus, type ListVotersInput, type VoterListRow, type VoterPage } from '../../contracts/artist';
import { maskCpf, openPii, openVoterName } from '../../lib/pii-open';
import { contactAllowedSql } from '../../lib/contact-consent-sql';
import { voterFilter, type VoterFilter } from './internal/voter-filter';

export interface VoterRowSql {
  id: string;
  name: string;
  nameSealed: number;
  cpf: string;
  coupon: string;
  design: string;
  status: ContactStatus | null;
  contactAllowed: number;
}

/** Above this many (estimated) matches a page is cheaper found by walking the name order than by sorting the matches. */
const WALK_ABOVE = 1500;

/**
 * The voters a filter matches, in name order (the index's sort key, then the
 * id for a total order), with the number of matches on every row. The match
 * set is computed once (a materialised CTE) for both the count and the page.
 * The page is cut on the covering (sort_key, vote_id) index alone, so an
 * offset of 50k skips index entries, not joined rows. Many matches: walk the
 * name index, testing each entry against the set, until the page is full;
 * few: look the matches up and sort them.
 */
export function selectVoters(filter: VoterFilter | null, page?: { limit: number; offset: number }) {
  const cut = page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
  const walk = !!filter && filter.estimate > WALK_ABOVE;
  // The unary + keeps SQLite from turning the IN into per-match probes of the name index (a skip-scan).
  const where = !filter ? sql`` : walk ? sql`WHERE +x.vote_id IN (SELECT vote_id FROM m)` : sql`WHERE x.vote_id IN (SELECT vote_id FROM m)`;
  // A design name only: walk the name order and read each voter's design (CROSS JOIN keeps that order), no set to build.
  const byDesign = walk && filter.designOnly;
  const from = byDesign
    ? sql`${artistVoterIndex} x INDEXED BY artist_voter_index_sort_idx CROSS JOIN ${tshirtPollVotes} dv ON dv.id = x.vote_id WHERE dv.option_id IN ${filter.designOnly}`
    : sql`${artistVoterIndex} x${walk ? sql` INDEXED BY artist_voter_index_sort_idx` : sql``} ${where}`;
  return sql`
    WITH m(vote_id) AS MATERIALIZED (${filter && !byDesign ? filter.ids : sql`SELECT NULL WHERE 0`}),
    page AS (
      SELECT x.vote_id, x.sort_key FROM ${from}
      ORDER BY x.sort_key, x.vote_id ${cut})
    SELECT v.id AS id, v.participant_name AS name, v.name_sealed AS nameSealed, v.cpf_encrypted AS cpf, v.raffle_coupon AS coupon,
      o.option_text AS design, ct.contact_status AS status, ${contactAllowedSql('v')} AS contactAllowed,
      ${byDesign ? sql`(SELECT count(*) FROM (${filter.ids}))` : filter ? sql`(SELECT count(*) FROM m)` : sql`(SELECT count(*) FROM ${artistVoterIndex})`} AS total
    FROM page
      JOIN ${tshirtPollVotes} v ON v.id = page.vote_id
      JOIN ${pollOptions} o ON o.id = v.option_id
      LEFT JOIN ${artistContactTracking} ct ON ct.vote_id = v.id
    ORDER BY page.sort_key, page.vote_id`;
}

const toListRow = (deps: Pick<AppDeps, 'config'>, r: VoterRowSql): VoterListRow => ({
  voteId: r.id,
  name: openVoterName(deps.config, r.name, r.nameSealed),
  cpfMasked: maskCpf(openPii(deps.config, r.cpf)),
  designName: r.design,
  coupon: r.coupon,
  contactStatus: r.status ?? 'not_contacted',
  contactAllowed: r.contactAllowed === 1,
});

/**
 * get_voters_for_dashboard, paged: one page of 25 in name order. Offset paging
 * walks the (sort_key, vote_id) index, so a page costs its offset in index
 * steps, not a sort of every voter; only the page's 25 CPFs are decrypted (to mask them).
 */
export async function listVoters(deps: Pick<AppDeps, 'db' | 'config'>, input: ListVotersInput): Promise<VoterPage> {
  const filter = await voterFilter(deps, input);
  const offset = (input.page - 1) * VOTERS_PAGE_SIZE;
  const rows = await deps.db.all<VoterRowSql & { total: number }>(selectVoters(filter, { limit: VOTERS_PAGE_SIZE, offset }));
  // Past the last page there is no row to carry the total: count apart (rare, and cheap then).
  const total =
    rows[0]?.total ??
    (
      await deps.db.all<{ n: number }>(
        filter ? sql`SELECT count(*) AS n FROM (${filter.ids})` : sql`SELECT count(*) AS n FROM ${artistVoterIndex}`,
      )
    )[0]?.n ??
    0;
  return {
    rows: rows.map((r) => toListRow(deps, r)),
    total,
    page: input.page,
    pageCount: Math.max(1, Math.ceil(total / VOTERS_PAGE_SIZE)),
  };
}
