import { sql } from 'drizzle-orm';
import { tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { VoterListRow } from '../../contracts/artist';
import { toListRow, type VoterRowSql } from '../artist/list-voters';
import { loadRaffle } from './get-raffle-status';

/** The winners for the artist, in draw order, as list rows (CPF masked); their contact data opens in the audited detail dialog. */
export async function listRaffleWinners(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<VoterListRow[]> {
  const winners = (await loadRaffle(deps))?.freeze?.winners ?? [];
  if (winners.length === 0) return [];
  const rows = await deps.db.all<VoterRowSql>(sql`
    SELECT v.id AS id, v.participant_name AS name, v.cpf_encrypted AS cpf, v.raffle_coupon AS coupon,
      o.option_text AS design, ct.contact_status AS status
    FROM ${tshirtPollVotes} v JOIN poll_options o ON o.id = v.option_id
      LEFT JOIN artist_contact_tracking ct ON ct.vote_id = v.id
    WHERE v.raffle_coupon IN ${winners}`);
  const byCoupon = new Map(rows.map((r) => [r.coupon, toListRow(deps, r)]));
  return winners.flatMap((c) => byCoupon.get(c) ?? []);
}
