import { sql, type SQL } from 'drizzle-orm';
import { artistVoterTokens, pollOptions, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { normaliseText, queryTokens } from '../../lib/voter-search-tokens';

/**
 * The vote ids a panel search matches (spec §5: case-insensitive on name,
 * e-mail and design name, and CPF text), as a subquery; null = every voter.
 * Name, e-mail and CPF go through the keyed trigram index, never by decrypting
 * rows; the five design names are public and compared here.
 */
export async function voterFilter(deps: Pick<AppDeps, 'db' | 'config'>, q: string): Promise<SQL | null> {
  const text = q.trim();
  if (!text) return null;
  const parts: SQL[] = queryTokens(deps.config, text).map((set) => {
    const tokens = [...new Set(set.tokens)];
    return sql`SELECT vote_id FROM ${artistVoterTokens} WHERE token IN ${tokens} GROUP BY vote_id HAVING count(*) = ${tokens.length}`;
  });
  const needle = normaliseText(text);
  const options = await deps.db.select({ id: pollOptions.id, text: pollOptions.optionText }).from(pollOptions);
  const designIds = options.filter((o) => normaliseText(o.text).includes(needle)).map((o) => o.id);
  if (designIds.length) parts.push(sql`SELECT id FROM ${tshirtPollVotes} WHERE option_id IN ${designIds}`);
  // Nothing can match (e.g. two letters that are in no design name): an empty set, not "everyone".
  if (parts.length === 0) return sql`SELECT NULL WHERE 0`;
  return sql.join(parts, sql` UNION `);
}
