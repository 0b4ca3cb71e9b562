import { sql } from 'drizzle-orm';
import { artistContactTracking, artistVoterIndex, artistVoterTokens, auditLog, contactHistory, tshirtPollVotes } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { loadRaffle } from '../get-raffle-status';
import { loadRounds } from './raffle-rounds';

export const RETENTION_ACTOR = 'sistema';

/**
 * LGPD retention: once the raffle is settled (no further redraw can happen) and
 * RAFFLE_RETENTION_DAYS have passed since the last claim deadline, every vote
 * that never won a round loses its personal data: name, CPF (sealed value, hash
 * and last digits), WhatsApp, e-mail and the link to an account are blanked;
 * its contact status, notes and history and its search-index rows are deleted.
 * What stays is anonymous: the design, the coupon (already public in the frozen
 * list), the time — so tallies (poll_options.vote_count) and the published list
 * do not change. One batch (one transaction); `purged_at IS NULL` makes a
 * second run a no-op, and the audit row (a count, never a name) is written
 * only when something was purged. Returns how many votes were purged.
 */
export async function purgeRaffleVoters(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'random'>): Promise<number> {
  const freeze = (await loadRaffle(deps))?.freeze;
  if (!freeze) return 0;
  const view = await loadRounds(deps, freeze);
  const now = deps.clock.now();
  if (!view.settled || !view.lastDeadline) return 0;
  if (view.lastDeadline.getTime() + deps.config.RAFFLE_RETENTION_DAYS * 86_400_000 > now.getTime()) return 0;

  const keep = [...view.winners];
  const keepSql = keep.length > 0 ? sql`AND v.raffle_coupon NOT IN ${keep}` : sql``;
  const doomed = sql`SELECT v.id FROM ${tshirtPollVotes} v WHERE v.poll_id = ${freeze.pollId} AND v.purged_at IS NULL ${keepSql}`;
  const stamp = now.getTime();
  // The first four clear the artist's copies; the fifth anonymises the votes and says how many.
  const [, , , , anonymised] = await deps.db.batch([
    deps.db.run(sql`DELETE FROM ${contactHistory} WHERE tracking_id IN (SELECT id FROM ${artistContactTracking} WHERE vote_id IN (${doomed}))`),
    deps.db.run(sql`DELETE FROM ${artistContactTracking} WHERE vote_id IN (${doomed})`),
    deps.db.run(sql`DELETE FROM ${artistVoterTokens} WHERE vote_id IN (${doomed})`),
    deps.db.run(sql`DELETE FROM ${artistVoterIndex} WHERE vote_id IN (${doomed})`),
    // cpf_hash stays unique per poll: the vote's own id stands in for the deleted CPF hash.
    deps.db.run(sql`
      UPDATE ${tshirtPollVotes} SET participant_name = '', name_sealed = 0, cpf_hash = 'apagado:' || id, cpf_encrypted = '', cpf_last4 = '',
        whatsapp_encrypted = '', email_encrypted = '', user_id = NULL, purged_at = ${stamp}, updated_at = ${stamp}
      WHERE id IN (${doomed})`),
    // changes() is the row count of the UPDATE just above (same connection, same transaction).
    deps.db.run(sql`
      INSERT INTO ${auditLog} (id, actor, action, target, created_at)
      SELECT ${deps.random.id()}, ${RETENTION_ACTOR}, 'retention_purge', changes() || ' votantes', ${stamp} WHERE changes() > 0`),
  ]);
  return anonymised.rowsAffected;
}
