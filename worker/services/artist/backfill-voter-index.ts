import { sql } from 'drizzle-orm';
import { artistVoterIndex, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { openPii } from '../../lib/pii-open';
import { voterSearchEntry } from '../../lib/voter-search-tokens';
import { voterIndexStatements } from './voter-index';

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
    const rows = await deps.db.all<{ id: string; name: string; email: string; cpf: string }>(sql`
      SELECT v.id, v.participant_name AS name, v.email_encrypted AS email, v.cpf_encrypted AS cpf
      FROM ${tshirtPollVotes} v WHERE v.purged_at IS NULL AND NOT EXISTS (SELECT 1 FROM ${artistVoterIndex} x WHERE x.vote_id = v.id)
      LIMIT ${CHUNK}`);
    if (rows.length === 0) return done;
    const entries = rows.map((r) => ({
      id: r.id,
      search: voterSearchEntry(deps.config, { name: r.name, email: openPii(deps.config, r.email), cpfDigits: openPii(deps.config, r.cpf) }),
    }));
    const [first, ...rest] = voterIndexStatements(deps.db, entries);
    await deps.db.batch([first!, ...rest]);
    done += rows.length;
  }
}
