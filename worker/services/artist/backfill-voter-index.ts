import { sql } from 'drizzle-orm';
import { artistVoterIndex, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { openPii, openVoterName } from '../../lib/pii-open';
import { piiSeal } from '../../lib/pii-seal';
import { voterSearchEntry } from '../../lib/voter-search-tokens';
import { voterIndexStatements } from '../../adapters/vote-writer/voter-index';

const CHUNK = 500;

/**
 * Indexes votes that have no index row yet: the ones stored before the index
 * existed (the migration cannot compute keyed tokens: it has no key). Every new
 * vote is indexed in its own write, so after the first run this finds nothing.
 * Runs at artist sign-in; returns how many votes it indexed.
 */
export async function backfillVoterIndex(deps: Pick<AppDeps, 'db' | 'config'>): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await deps.db.all<{ id: string; name: string; nameSealed: number; email: string; cpf: string }>(sql`
      SELECT v.id, v.participant_name AS name, v.name_sealed AS nameSealed, v.email_encrypted AS email, v.cpf_encrypted AS cpf
      FROM ${tshirtPollVotes} v WHERE v.purged_at IS NULL AND NOT EXISTS (SELECT 1 FROM ${artistVoterIndex} x WHERE x.vote_id = v.id)
      LIMIT ${CHUNK}`);
    if (rows.length === 0) return done;
    const entries = rows.map((r) => ({
      id: r.id,
      search: voterSearchEntry(deps.config, { name: openVoterName(deps.config, r.name, r.nameSealed), email: openPii(deps.config, r.email), cpfDigits: openPii(deps.config, r.cpf) }),
    }));
    const [first, ...rest] = voterIndexStatements(deps.db, entries);
    await deps.db.batch([first!, ...rest]);
    done += rows.length;
  }
}

/**
 * The data step of sealing voters' names: votes stored before `name_sealed`
 * hold the name in clear. A migration cannot seal them (it has no key), so the
 * panel's sign-in does, like the index backfill above: each clear name is
 * sealed in place and flagged. After the first run this finds nothing.
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
