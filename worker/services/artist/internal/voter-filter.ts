import { sql, type SQL } from 'drizzle-orm';
import { artistVoterTokens, pollOptions, tshirtPollVotes } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { normaliseText, queryTokens } from '../../../lib/voter-search-tokens';

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
async function tokenMatches(deps: Deps, sets: { tokens: number[] }[]): Promise<{ parts: SQL[]; estimate: number }> {
  const all = [...new Set(sets.flatMap((s) => s.tokens))];
  if (all.length === 0) return { parts: [], estimate: 0 };
  const counts = await deps.db.all<{ token: number; n: number }>(sql`
    SELECT j.value AS token,
      (SELECT count(*) FROM (SELECT 1 FROM ${artistVoterTokens} t WHERE t.token = j.value LIMIT ${COUNT_CAP})) AS n
    FROM json_each(${JSON.stringify(all)}) j`);
  const freq = new Map(counts.map((c) => [Number(c.token), Number(c.n)]));
  const out: SQL[] = [];
  let estimate = 0;
  for (const set of sets) {
    const [driver, ...rest] = [...new Set(set.tokens)].sort((a, b) => freq.get(a)! - freq.get(b)!);
    if (driver === undefined || freq.get(driver) === 0) continue;
    estimate += freq.get(driver)!;
    const probes = rest.map((t) => sql` AND EXISTS (SELECT 1 FROM ${artistVoterTokens} p WHERE p.token = ${t} AND p.vote_id = d.vote_id)`);
    out.push(sql`SELECT d.vote_id FROM ${artistVoterTokens} d WHERE d.token = ${driver}${sql.join(probes)}`);
  }
  return { parts: out, estimate };
}

export interface VoterFilter {
  /** The matching vote ids, as a subquery. */
  ids: SQL;
  /** An upper bound of how many (the rarest token's list per field, plus the designs' votes), to pick the query plan. */
  estimate: number;
  /** Set when only design names match: the option ids, so a page can test each voter's design instead of building the set. */
  designOnly?: string[];
}

/**
 * The vote ids a panel search matches (case-insensitive on name,
 * e-mail and design name, and CPF text); null = every voter.
 * Name, e-mail and CPF go through the keyed trigram index, never by decrypting
 * rows; the five design names are public and compared here.
 */
export async function voterFilter(deps: Deps, { q }: { q: string }): Promise<VoterFilter | null> {
  const text = q.trim();
  if (!text) return null;
  const { parts, estimate } = await tokenMatches(deps, queryTokens(deps.config, text));
  const needle = normaliseText(text);
  const options = await deps.db
    .select({ id: pollOptions.id, text: pollOptions.optionText, votes: pollOptions.voteCount })
    .from(pollOptions);
  const designs = options.filter((o) => normaliseText(o.text).includes(needle));
  const designIds = designs.map((o) => o.id);
  if (designs.length) parts.push(sql`SELECT id FROM ${tshirtPollVotes} WHERE option_id IN ${designIds}`);
  // Nothing can match (e.g. two letters that are in no design name): an empty set, not "everyone".
  if (parts.length === 0) return { ids: sql`SELECT NULL WHERE 0`, estimate: 0 };
  const designVotes = designs.reduce((a, o) => a + o.votes, 0);
  if (parts.length === 1 && designs.length) return { ids: parts[0]!, estimate: designVotes, designOnly: designIds };
  return { ids: sql.join(parts, sql` UNION `), estimate: estimate + designVotes };
}
