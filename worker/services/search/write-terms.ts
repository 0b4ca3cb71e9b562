import { and, eq, sql, type SQL } from 'drizzle-orm';
import { memberTerms, posts, postTerms, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { memberTermRows, postTermRows } from './internal/terms';

export interface PostForTerms {
  postId: string;
  /** The post's created_at: the terms carry it so a term's rows are already in the feed's order. */
  createdAt: Date;
  content: string;
  tagNames: readonly string[];
}

/**
 * The search index's statements for a new post, for the caller's `db.batch` after the post's
 * INSERT: the terms go in only if the post did (a post refused by its daily limit leaves none).
 * One statement whatever the number of terms (the list travels as one JSON parameter).
 * The post's removal takes them by foreign-key cascade.
 */
export function writePostTerms({ db }: Pick<AppDeps, 'db'>, post: PostForTerms, onlyIf: SQL = sql`1`) {
  const terms = JSON.stringify(postTermRows(post.content, post.tagNames));
  return db.run(sql`INSERT OR IGNORE INTO ${postTerms} (term, created_at, post_id)
    SELECT j.value, ${post.createdAt.getTime()}, ${post.postId} FROM json_each(${terms}) j
    WHERE EXISTS (SELECT 1 FROM ${posts} WHERE id = ${post.postId}) AND ${onlyIf}`);
}

/**
 * Many posts' terms in one statement (the backfill): [term, created_at, post_id] triples as one
 * JSON parameter. A post deleted since it was read is skipped, never a foreign-key failure of the chunk.
 */
export function writeManyPostTerms({ db }: Pick<AppDeps, 'db'>, list: PostForTerms[]) {
  const triples = list.flatMap((p) => postTermRows(p.content, p.tagNames).map((term) => [term, p.createdAt.getTime(), p.postId]));
  return db.run(sql`INSERT OR IGNORE INTO ${postTerms} (term, created_at, post_id)
    SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2 FROM json_each(${JSON.stringify(triples)}) j
    WHERE EXISTS (SELECT 1 FROM ${posts} WHERE id = j.value ->> 2)`);
}

/** After an edit of the text or the tags: the post's old terms out, the new ones in (two statements for the same batch). */
export function replacePostTerms(deps: Pick<AppDeps, 'db'>, post: PostForTerms, onlyIf: SQL = sql`1`) {
  return [deps.db.delete(postTerms).where(and(eq(postTerms.postId, post.postId), onlyIf)), writePostTerms(deps, post, onlyIf)] as const;
}

/** A member's terms (name and username), replacing any they had: for the sign-up or a rename batch, after the profile's write. */
export function replaceMemberTerms({ db }: Pick<AppDeps, 'db'>, member: { userId: string; username: string; displayName: string }) {
  const terms = JSON.stringify(memberTermRows(member.username, member.displayName));
  return [
    db.delete(memberTerms).where(eq(memberTerms.userId, member.userId)),
    db.run(sql`INSERT OR IGNORE INTO ${memberTerms} (term, user_id)
      SELECT j.value, ${member.userId} FROM json_each(${terms}) j
      WHERE EXISTS (SELECT 1 FROM ${profiles} WHERE user_id = ${member.userId})`),
  ] as const;
}
