import { inArray, or, sql } from 'drizzle-orm';
import { posts, postTags, tags } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { POST_MAX_TAGS } from '../../../contracts/feed';
import { isReservedName } from '../../../contracts/reserved-names';
import { AppError } from '../../../lib/app-error';
import { limitWrite } from '../../members/limit-write';

/** The colours a member-created tag gets, picked by its name (the site's own tags keep theirs). */
const NEW_TAG_COLORS = ['#f59e0b', '#ef4444', '#10b981', '#3b82f6', '#a855f7', '#ec4899', '#14b8a6', '#eab308'];
const colorOf = (name: string) => NEW_TAG_COLORS[[...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % NEW_TAG_COLORS.length]!;

type TagRow = { id: string; name: string };

/** The existing tags a post names, by id (picked) or by name (typed): one read, started beside the post's other reads. */
export function readPostTags(deps: Pick<AppDeps, 'db'>, { ids, names }: { ids: string[]; names: string[] }): Promise<TagRow[]> {
  if (!ids.length && !names.length) return Promise.resolve([]);
  const where = or(ids.length ? inArray(tags.id, ids) : undefined, names.length ? inArray(tags.name, names) : undefined);
  return deps.db.select({ id: tags.id, name: tags.name }).from(tags).where(where);
}

export interface PostTagPlan {
  /** Every tag of the post, existing or about to be created, by name (for the search terms). */
  names: string[];
  ids: string[];
  create: string[];
}

/**
 * The post's tags: picked ids that exist, typed names (an existing one reused, else created).
 * At most POST_MAX_TAGS in all; a new name must not read as the artist's; each new name counts
 * against the member's daily budget of new tags ('newTag' in contracts/limits.ts).
 */
export async function planPostTags(
  deps: Pick<AppDeps, 'rateLimiter' | 'config'>,
  input: { userId: string; ip: string; tagIds: string[]; newTags: string[]; existing: TagRow[] },
): Promise<PostTagPlan> {
  const byId = new Map(input.existing.map((t) => [t.id, t]));
  const byName = new Map(input.existing.map((t) => [t.name, t]));
  const picked = new Map<string, TagRow>();
  for (const id of input.tagIds) {
    const t = byId.get(id);
    if (t) picked.set(t.name, t);
  }
  const create: string[] = [];
  for (const name of new Set(input.newTags)) {
    const t = byName.get(name);
    if (t) picked.set(t.name, t);
    else if (!picked.has(name)) create.push(name);
  }
  if (picked.size + create.length > POST_MAX_TAGS) throw new AppError('POST_TOO_MANY_TAGS');
  if (create.some((name) => isReservedName(name, deps.config.ARTIST_USERNAME))) throw new AppError('TAG_NAME_RESERVED');
  for (let i = 0; i < create.length; i++) await limitWrite(deps, { action: 'newTag', userId: input.userId, ip: input.ip });
  return { names: [...picked.keys(), ...create], ids: [...picked.values()].map((t) => t.id), create };
}

/**
 * The batch's tag statements, after the post's INSERT: new tags are created (a name another member
 * created a moment ago is reused: OR IGNORE on the unique name), then linked, only if the post went in.
 */
export function postTagStatements(
  deps: Pick<AppDeps, 'db' | 'random'>,
  { postId, userId, plan }: { postId: string; userId: string; plan: PostTagPlan },
) {
  const postIn = sql`EXISTS (SELECT 1 FROM ${posts} WHERE id = ${postId})`;
  const all = [...plan.ids.map((id) => sql`t.id = ${id}`), ...plan.create.map((name) => sql`t.name = ${name}`)];
  if (!all.length) return [];
  return [
    ...plan.create.map((name) =>
      deps.db.run(
        sql`INSERT OR IGNORE INTO ${tags} (id, name, color, created_by) SELECT ${deps.random.id()}, ${name}, ${colorOf(name)}, ${userId} WHERE ${postIn}`,
      ),
    ),
    deps.db.run(
      sql`INSERT OR IGNORE INTO ${postTags} (post_id, tag_id) SELECT ${postId}, t.id FROM ${tags} t WHERE (${sql.join(all, sql` OR `)}) AND ${postIn}`,
    ),
  ];
}
