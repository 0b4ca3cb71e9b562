import { sql } from 'drizzle-orm';
import { profiles } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { mentionedUsernames } from '../../../contracts/text-segments';

/** More distinct names than a page of posts or comments could honestly hold are not looked up. */
const NAMES_LOOKED_UP_MAX = 200;

/**
 * Which `@username`s in a page of texts name a member who exists now, resolved when the page is
 * read (one look-up through the lower(username) index, run beside the page's other reads): a
 * mention of a name nobody has stays text, and a deleted member's mentions stop linking.
 * `mentionsIn` then gives each text its own list, lower-cased, for the web to link.
 */
export async function knownMentions(deps: Pick<AppDeps, 'db'>, texts: string[]) {
  const names = [...new Set(texts.flatMap(mentionedUsernames))].slice(0, NAMES_LOOKED_UP_MAX);
  const known = new Set<string>();
  if (names.length) {
    const rows = await deps.db.all<{ name: string }>(
      sql`SELECT lower(username) AS name FROM ${profiles} WHERE lower(username) IN (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
    for (const r of rows) known.add(r.name);
  }
  return { mentionsIn: (text: string) => mentionedUsernames(text).filter((n) => known.has(n)) };
}
