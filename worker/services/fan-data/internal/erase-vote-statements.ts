import { sql } from 'drizzle-orm';
import {
  artistContactTracking,
  artistVoterIndex,
  artistVoterTokens,
  consents,
  contactHistory,
  emailTokens,
  polls,
  tshirtPollVotes,
} from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';

/**
 * The statements that erase one vote's person, for one `db.batch` (docs/decisions: a fan's
 * erasure keeps the tally). The artist's copies (contact status and history, search-index
 * rows), the vote's consents and e-mailed links are deleted; the vote keeps its design, coupon
 * and dates, and loses name, CPF, WhatsApp, e-mail, account link and voter token. The e-mail's
 * confirmation goes too, so the coupon is no longer in the draw, and `purged_at` keeps it out
 * of a list frozen later. While the poll is open the CPF's keyed hash stays, so the same CPF
 * cannot vote a second time and count twice; once the poll has closed it is replaced (here, or
 * by the retention job for votes erased before the close).
 */
export function eraseVoteStatements(deps: Pick<AppDeps, 'db'>, vote: { id: string; voterTokenHash: string }, now: Date) {
  const at = now.getTime();
  return [
    deps.db.run(
      sql`DELETE FROM ${contactHistory} WHERE tracking_id IN (SELECT id FROM ${artistContactTracking} WHERE vote_id = ${vote.id})`,
    ),
    deps.db.run(sql`DELETE FROM ${artistContactTracking} WHERE vote_id = ${vote.id}`),
    deps.db.run(sql`DELETE FROM ${artistVoterTokens} WHERE vote_id = ${vote.id}`),
    deps.db.run(sql`DELETE FROM ${artistVoterIndex} WHERE vote_id = ${vote.id}`),
    // The ledger names a voter by the vote's keyed CPF hash (poll/cast-vote.ts); read before the update below replaces it.
    deps.db.run(
      sql`DELETE FROM ${consents} WHERE subject_kind = 'voter' AND subject_id = (SELECT cpf_hash FROM ${tshirtPollVotes} WHERE id = ${vote.id})`,
    ),
    deps.db.run(sql`DELETE FROM ${emailTokens} WHERE vote_id = ${vote.id}`),
    deps.db.run(sql`
      UPDATE ${tshirtPollVotes} SET participant_name = '', name_sealed = 0, cpf_encrypted = '', cpf_last4 = '', whatsapp_encrypted = '', email_encrypted = '',
        email_hash = NULL, email_confirmed_at = NULL, user_id = NULL, voter_token_hash = 'apagado:' || id,
        vote_net_hash = NULL, vote_address_hash = NULL, email_domain_hash = NULL, confirm_address_hash = NULL,
        cpf_hash = CASE WHEN (SELECT is_active = 1 AND closes_at > ${at} FROM ${polls} WHERE ${polls.id} = poll_id) THEN cpf_hash ELSE 'apagado:' || id END,
        purged_at = ${at}, updated_at = ${at}
      WHERE id = ${vote.id} AND purged_at IS NULL`),
  ] as const;
}
