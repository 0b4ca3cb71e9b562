import { sql } from 'drizzle-orm';
import { consents } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import type { VoterConsents } from '../../../contracts/poll';

/**
 * The latest ledger row per purpose for a voter (subject: the vote's keyed CPF hash), read on the
 * (subject_kind, subject_id, purpose, at) index. A vote from before the ledger has no row: it was cast
 * under the form's earlier terms, which already covered contact about the vote; marketing was never asked.
 */
export async function readVoterConsents(deps: Pick<AppDeps, 'db'>, subjectId: string): Promise<VoterConsents> {
  const latest = (purpose: 'contact' | 'marketing') =>
    sql`(SELECT c.granted FROM ${consents} c WHERE c.subject_kind = 'voter' AND c.subject_id = ${subjectId} AND c.purpose = ${purpose} ORDER BY c.at DESC, c.rowid DESC LIMIT 1)`;
  const [row] = await deps.db.all<{ contact: number | null; marketing: number | null }>(
    sql`SELECT ${latest('contact')} AS contact, ${latest('marketing')} AS marketing`,
  );
  return { contact: row?.contact !== 0, marketing: row?.marketing === 1 };
}
