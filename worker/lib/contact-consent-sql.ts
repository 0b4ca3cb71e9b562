import { sql } from 'drizzle-orm';

/**
 * Whether the voter of the vote aliased `voteAlias` still consents to be contacted: the latest
 * 'contact' row of the consent ledger for the vote's keyed CPF hash, one probe of the
 * (subject_kind, subject_id, purpose, at) index per row. No row (a vote from before the ledger,
 * cast under terms that covered contact about the vote) counts as consent.
 */
export const contactAllowedSql = (voteAlias: 'v' | 'tshirt_poll_votes') =>
  sql.raw(
    `coalesce((SELECT c.granted FROM consents c WHERE c.subject_kind = 'voter' AND c.subject_id = ${voteAlias}.cpf_hash AND c.purpose = 'contact' ORDER BY c.at DESC, c.rowid DESC LIMIT 1), 1)`,
  );
