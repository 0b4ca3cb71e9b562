import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { memberTerms, posts, postTags, postTerms, profiles, tags } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { INDEXED_MARK } from './internal/terms';
import { replaceMemberTerms, writeManyPostTerms } from './write-terms';

/** Posts per statement and statements per batch: a chunk is written in a few round trips, each small enough for Turso's request limits. */
const POSTS_PER_STATEMENT = 50;
const STATEMENTS_PER_BATCH = 100;

export interface BackfillOutcome {
  posts: number;
  members: number;
  /** Nothing was left to index: the next run costs two index probes and one pass over profiles' ids. */
  done: boolean;
}

/**
 * Indexes, a chunk at a time, the posts and members written before the search index existed
 * (a production database, the demo seed). Idempotent: a repeated or concurrent run writes nothing twice.
 * Posts: every indexed post carries the INDEXED_MARK term, and new posts are indexed as they are
 * written, so the posts still to index are exactly those older than the oldest marked one: found by
 * one probe of post_terms' primary key, then walked newest first on posts_created_idx, never a scan.
 * Members: those whose profile has no term yet (one probe of member_terms_user_idx per profile).
 * Runs every minute from the Workers cron and hourly on Node, and to the end at Node's start-up.
 */
export async function backfillSearchTerms(
  deps: Pick<AppDeps, 'db'>,
  opts: { posts?: number; members?: number } = {},
): Promise<BackfillOutcome> {
  const postChunk = opts.posts ?? 500;
  const memberChunk = opts.members ?? 500;
  const [front] = await deps.db
    .select({ at: postTerms.createdAt, id: postTerms.postId })
    .from(postTerms)
    .where(eq(postTerms.term, INDEXED_MARK))
    .orderBy(asc(postTerms.createdAt), asc(postTerms.postId))
    .limit(1);
  const [pending, members] = await Promise.all([
    deps.db
      .select({ id: posts.id, content: posts.content, createdAt: posts.createdAt })
      .from(posts)
      .where(front ? sql`(${posts.createdAt}, ${posts.id}) < (${front.at.getTime()}, ${front.id})` : undefined)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(postChunk),
    deps.db
      .select({ userId: profiles.userId, username: profiles.username, displayName: profiles.displayName })
      .from(profiles)
      .where(sql`NOT EXISTS (SELECT 1 FROM ${memberTerms} WHERE ${memberTerms.userId} = ${profiles.userId})`)
      .limit(memberChunk),
  ]);
  const tagRows = pending.length
    ? await deps.db
        .select({ postId: postTags.postId, name: tags.name })
        .from(postTags)
        .innerJoin(tags, eq(tags.id, postTags.tagId))
        .where(
          and(
            inArray(
              postTags.postId,
              pending.map((p) => p.id),
            ),
          ),
        )
    : [];
  const statements = [
    ...chunks(pending, POSTS_PER_STATEMENT).map((list) =>
      writeManyPostTerms(
        deps,
        list.map((p) => ({
          postId: p.id,
          createdAt: p.createdAt,
          content: p.content,
          tagNames: tagRows.filter((t) => t.postId === p.id).map((t) => t.name),
        })),
      ),
    ),
    ...members.flatMap((m) =>
      replaceMemberTerms(deps, { userId: m.userId, username: m.username, displayName: m.displayName ?? m.username }),
    ),
  ];
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    const [first, ...rest] = statements.slice(i, i + STATEMENTS_PER_BATCH);
    if (first) await deps.db.batch([first, ...rest]);
  }
  return { posts: pending.length, members: members.length, done: pending.length < postChunk && members.length < memberChunk };
}

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Runs chunks until nothing is left (Node's start-up: the demo seed or a database copied in). */
export async function backfillAll(deps: Pick<AppDeps, 'db'>): Promise<{ posts: number; members: number }> {
  const total = { posts: 0, members: 0 };
  for (;;) {
    const r = await backfillSearchTerms(deps);
    total.posts += r.posts;
    total.members += r.members;
    if (r.done) return total;
  }
}
