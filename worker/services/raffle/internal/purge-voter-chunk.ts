import { sql } from 'drizzle-orm';
import {
  artistContactTracking,
  artistVoterIndex,
  artistVoterTokens,
  auditLog,
  contactHistory,
  tshirtPollVotes,
} from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';

const RETENTION_ACTOR = 'sistema';

/** What one purge run works on: the frozen poll's votes, except every coupon that won a round. */
export interface PurgeScope {
  pollId: string;
  winners: string[];
}

/**
 * The next `limit` votes still holding personal data, after `after` in id order.
 * `purged_at IS NULL` is what makes a restarted run continue where the last commit
 * left off: nothing else has to be remembered between runs.
 */
export async function nextPurgeIds(deps: Pick<AppDeps, 'db'>, scope: PurgeScope, after: string, limit: number): Promise<string[]> {
  const keep = scope.winners.length > 0 ? sql`AND raffle_coupon NOT IN ${scope.winners}` : sql``;
  // `+poll_id` keeps the planner off the (poll, cpf) index, which would sort every vote of the poll
  // for each chunk: walking the id index from the cursor stops after `limit` matches.
  const rows = await deps.db.all<{ id: string }>(sql`
    SELECT id FROM ${tshirtPollVotes}
    WHERE +poll_id = ${scope.pollId} AND purged_at IS NULL AND id > ${after} ${keep}
    ORDER BY id LIMIT ${limit}`);
  return rows.map((r) => r.id);
}

/**
 * One chunk, one `db.batch` (one transaction, one commit): the artist's copies of
 * these voters (contact status, notes and history, search-index rows) are deleted,
 * the votes lose name, CPF, WhatsApp, e-mail, account link and integrity hashes, and the run's audit
 * row (a count, never a name) is created or raised to the run's total so far. A
 * crash between chunks leaves every committed chunk complete and the audit count
 * equal to what was committed. The ids travel as one JSON parameter, far below
 * SQLite's bound-variable limit. Returns how many votes this chunk purged.
 */
export async function purgeVoterChunk(
  deps: Pick<AppDeps, 'db'>,
  ids: string[],
  run: { auditId: string; purgedBefore: number; stamp: number },
): Promise<number> {
  const chunk = sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`;
  const { stamp } = run;
  const [, , , , anonymised] = await deps.db.batch([
    deps.db.run(
      sql`DELETE FROM ${contactHistory} WHERE tracking_id IN (SELECT id FROM ${artistContactTracking} WHERE vote_id IN ${chunk})`,
    ),
    deps.db.run(sql`DELETE FROM ${artistContactTracking} WHERE vote_id IN ${chunk}`),
    deps.db.run(sql`DELETE FROM ${artistVoterTokens} WHERE vote_id IN ${chunk}`),
    deps.db.run(sql`DELETE FROM ${artistVoterIndex} WHERE vote_id IN ${chunk}`),
    // cpf_hash stays unique per poll: the vote's own id stands in for the deleted CPF hash.
    // `purged_at IS NULL` keeps a vote from being counted twice if two runs ever overlap.
    deps.db.run(sql`
      UPDATE ${tshirtPollVotes} SET participant_name = '', name_sealed = 0, cpf_hash = 'apagado:' || id, cpf_encrypted = '', cpf_last4 = '',
        whatsapp_encrypted = '', email_encrypted = '', user_id = NULL, purged_at = ${stamp}, updated_at = ${stamp},
        vote_net_hash = NULL, vote_address_hash = NULL, email_domain_hash = NULL, confirm_address_hash = NULL
      WHERE id IN ${chunk} AND purged_at IS NULL`),
    // changes() is the row count of the UPDATE just above (same connection, same transaction).
    // The WHERE before ON CONFLICT is SQLite's documented way to keep an upsert's INSERT … SELECT unambiguous.
    deps.db.run(sql`
      INSERT INTO ${auditLog} (id, actor, action, target, created_at)
      SELECT ${run.auditId}, ${RETENTION_ACTOR}, 'retention_purge', (CAST(${run.purgedBefore} AS INTEGER) + changes()) || ' votantes', ${stamp} WHERE changes() > 0
      ON CONFLICT (id) DO UPDATE SET target = excluded.target`),
  ]);
  return anonymised.rowsAffected;
}
