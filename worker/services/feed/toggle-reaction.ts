import { and, eq, sql } from 'drizzle-orm';
import { posts, reactions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ReactInput, ReactionType, ReactResult } from '../../contracts/feed';
import { shownPosts } from './internal/hydrate-posts';
import { AppError } from '../../lib/app-error';
import { notifyPostAuthorStatement, publishPostAuthorNotice } from '../notifications/internal/notify-post-author';
import { awardReputationStatements } from '../reputation/internal/award-reputation';
import { refuseLocked } from './internal/visibility';
import { countsAfterWrite, publishCounts } from './internal/publish-counts';

/**
 * One reaction per member per post: the same type again removes it, another type replaces it.
 * The whole toggle is one batch (one transaction), so however many members press at once the
 * post's counts stay equal to its reaction rows:
 *   1. take the member's current reaction (if any) off the counts;
 *   2. delete the row if it is the pressed type (toggle off) …
 *   3. … otherwise write the pressed type (insert or replace);
 *   4. put the member's reaction (if any now) back on the counts;
 *   5. notify the author when a reaction now exists and it is not their own post;
 *   6. the author's reputation (once per fan and post, however often they toggle).
 * A missing post is found by the batch itself (no counts row): one round trip in all.
 * The author's browsers hear of the notification, and every open feed of the new counts, after the commit. An exclusive post above the
 * member's plan is refused first (`lockCheck`, started beside the session read by the router).
 */
export async function toggleReaction(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'logger' | 'config'>,
  input: { userId: string; react: ReactInput; lockCheck?: Promise<void> },
): Promise<ReactResult> {
  const { db } = deps;
  const { postId, type } = input.react;
  await (input.lockCheck ?? refuseLocked(deps, { who: input.userId, of: { postId } }));
  const now = deps.clock.now();
  const mine = sql`user_id = ${input.userId} AND target_type = 'post' AND target_id = ${postId}`;
  const countOf = (t: ReactionType) => sql`(SELECT count(*) FROM ${reactions} WHERE ${mine} AND reaction_type = ${t})`;
  const shift = (sign: '+' | '-') =>
    db.run(sql`UPDATE ${posts} SET
      likes_count = likes_count ${sql.raw(sign)} ${countOf('heart')},
      fire_count = fire_count ${sql.raw(sign)} ${countOf('fire')},
      mind_blown_count = mind_blown_count ${sql.raw(sign)} ${countOf('mind_blown')}
      WHERE id = ${postId}`);
  // Steps 1–4 are writes; what the caller needs back is named below: the notice, the counts, the member's reaction.
  const [, , , , notice, [counts], [current], , , [live]] = await db.batch([
    shift('-'),
    db.run(sql`DELETE FROM ${reactions} WHERE ${mine} AND reaction_type = ${type}`),
    // changes() is the DELETE's row count: 0 means the pressed type was not there, so write it.
    db.run(sql`INSERT INTO ${reactions} (user_id, target_id, target_type, reaction_type, created_at)
      SELECT ${input.userId}, ${postId}, 'post', ${type}, ${now.getTime()}
      WHERE changes() = 0 AND EXISTS (SELECT 1 FROM ${posts} WHERE id = ${postId} AND removed_at IS NULL AND hidden_at IS NULL)
      ON CONFLICT (user_id, target_type, target_id) DO UPDATE SET reaction_type = excluded.reaction_type, created_at = excluded.created_at`),
    shift('+'),
    notifyPostAuthorStatement(deps, {
      id: deps.random.id(),
      postId,
      fromUserId: input.userId,
      type: 'like',
      now,
      onlyIf: sql`EXISTS (SELECT 1 FROM ${reactions} WHERE ${mine})`,
    }),
    db.select({ heart: posts.likesCount, fire: posts.fireCount, mindBlown: posts.mindBlownCount }).from(posts).where(and(eq(posts.id, postId), shownPosts)),
    db
      .select({ type: reactions.reactionType })
      .from(reactions)
      .where(and(eq(reactions.userId, input.userId), eq(reactions.targetType, 'post'), eq(reactions.targetId, postId))),
    ...awardReputationStatements(deps, { id: deps.random.id(), kind: 'reaction_received', postId, actorId: input.userId, now, onlyIf: sql`EXISTS (SELECT 1 FROM ${reactions} WHERE ${mine})` }),
    countsAfterWrite(deps, postId),
  ]);
  publishPostAuthorNotice(deps, { type: 'like', postId, written: notice });
  // No post (or one removed or hidden), no counts row: nothing was written (the INSERT and what follows it require the post).
  if (!counts) throw new AppError('POST_NOT_FOUND');
  publishCounts(deps, postId, live);
  return { reactions: { heart: counts.heart, fire: counts.fire, mind_blown: counts.mindBlown }, myReaction: current?.type ?? null };
}
