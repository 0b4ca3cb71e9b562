import { sql, type SQL } from 'drizzle-orm';
import { artistVoterTokens, pollOptions, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { normaliseText, queryTokens } from '../../lib/voter-search-tokens';

/** Counting a token's rows stops here: past it, "common" is all the planner needs to know. */
const COUNT_CAP = 20_000;

type Deps = Pick<AppDeps, 'db' | 'config'>;

/**
 * For each field, the voters holding every token of the query: driven by the
 * field's rarest token, each other token is one (token, vote_id) key probe per
 * candidate. So a search costs about (rarest list × tokens) index steps, not
 * the sum of every trigram's list (a common trigram such as "ana" lists
 * thousands of voters). A field with a token nobody holds matches nobody.
 */
async function tokenMatches(deps: Deps, sets: { tokens: number[] }[]): Promise<SQL[]> {
  const all = [...new Set(sets.flatMap((s) => s.tokens))];
  if (all.length === 0) return [];
  const counts = await deps.db.all<{ token: number; n: number }>(sql`
    SELECT j.value AS token,
      (SELECT count(*) FROM (SELECT 1 FROM ${artistVoterTokens} t WHERE t.token = j.value LIMIT ${COUNT_CAP})) AS n
    FROM json_each(${JSON.stringify(all)}) j`);
  const freq = new Map(counts.map((c) => [Number(c.token), Number(c.n)]));
  const out: SQL[] = [];
  for (const set of sets) {
    const [driver, ...rest] = [...new Set(set.tokens)].sort((a, b) => freq.get(a)! - freq.get(b)!);
    if (driver === undefined || freq.get(driver) === 0) continue;
    const probes = rest.map((t) => sql` AND EXISTS (SELECT 1 FROM ${artistVoterTokens} p WHERE p.token = ${t} AND p.vote_id = d.vote_id)`);
    out.push(sql`SELECT d.vote_id FROM ${artistVoterTokens} d WHERE d.token = ${driver}${sql.join(probes)}`);
  }
  return out;
}

/**
 * The vote ids a panel search matches (spec §5: case-insensitive on name,
 * e-mail and design name, and CPF text), as a subquery; null = every voter.
 * Name, e-mail and CPF go through the keyed trigram index, never by decrypting
 * rows; the five design names are public and compared here.
 */
export async function voterFilter(deps: Deps, q: string): Promise<SQL | null> {
  const text = q.trim();
  if (!text) return null;
  const parts = await tokenMatches(deps, queryTokens(deps.config, text));
  const needle = normaliseText(text);
  const options = await deps.db.select({ id: pollOptions.id, text: pollOptions.optionText }).from(pollOptions);
  const designIds = options.filter((o) => normaliseText(o.text).includes(needle)).map((o) => o.id);
  if (designIds.length) parts.push(sql`SELECT id FROM ${tshirtPollVotes} WHERE option_id IN ${designIds}`);
  // Nothing can match (e.g. two letters that are in no design name): an empty set, not "everyone".
  if (parts.length === 0) return sql`SELECT NULL WHERE 0`;
  return sql.join(parts, sql` UNION `);
}
