import { sql } from 'drizzle-orm';
import { tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { piiSeal } from '../../lib/pii-seal';

const CHUNK = 500;

/**
 * The data step of sealing voters' names: votes stored before `name_sealed`
 * hold the name in clear. A migration cannot seal them (it has no key), so the
 * panel's sign-in does: each clear name is sealed in place and flagged. After
 * the first run this finds nothing.
 */
export async function sealLegacyVoterNames(deps: Pick<AppDeps, 'db' | 'config' | 'random'>): Promise<number> {
  const seal = piiSeal(deps.config, deps.random);
  let done = 0;
  for (;;) {
    const rows = await deps.db.all<{ id: string; name: string }>(sql`
      SELECT id, participant_name AS name FROM ${tshirtPollVotes} WHERE name_sealed = 0 AND purged_at IS NULL AND participant_name <> '' LIMIT ${CHUNK}`);
    if (rows.length === 0) return done;
    const json = JSON.stringify(rows.map((r) => [r.id, r.name, seal.encrypt(r.name)]));
    // The clear name must still be the one read: a row changed in between is left for the next run.
    await deps.db.run(sql`
      UPDATE ${tshirtPollVotes} SET participant_name = json_extract(j.value, '$[2]'), name_sealed = 1
      FROM json_each(${json}) j
      WHERE ${tshirtPollVotes}.id = json_extract(j.value, '$[0]') AND ${tshirtPollVotes}.participant_name = json_extract(j.value, '$[1]') AND ${tshirtPollVotes}.name_sealed = 0`);
    done += rows.length;
  }
}
