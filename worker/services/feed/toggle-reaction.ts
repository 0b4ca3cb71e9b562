import { sql } from 'drizzle-orm';
import { posts, reactions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ReactInput, ReactionType, ReactResult } from '../../contracts/feed';
import { AppError } from '../../lib/app-error';
import { notifyPostAuthorStatement, publishPostAuthorNotice } from '../notifications/notify-post-author';
import { awardReputationStatements } from '../reputation/award-reputation';
import { refuseLocked } from './visibility';
import { publishCounts, type PostCounts } from './internal/publish-counts';

const COLUMN: Record<ReactionType, string> = { heart: 'likes_count', fire: 'fire_count', mind_blown: 'mind_blown_count' };

/**
 * One reaction per member per post: the same type again removes it, another type replaces it.
 * The whole toggle is one batch (one transaction), so however many members press at once the
 * post's counts stay equal to its reaction rows:
 *   1. the post's counts move by what the toggle will do to the member's row (read inside the
 *      statement: the pressed type again takes it off, otherwise it goes on and any other comes
 *      off), and the statement returns the new counts and the type the member had;
 *   2. delete the row if it is the pressed type (toggle off) …
 *   3. … otherwise write the pressed type (insert or replace);
 *   4. notify the author when a reaction now exists and it is not their own post;
 *   5. the author's reputation (once per fan and post, however often they toggle).
 * Steps 1–3 need the post shown (not removed, not hidden): without it nothing is written and the
 * counts come back empty (POST_NOT_FOUND), still one round trip. Every post UPDATE recompiles Em
 * Alta's score (db/schema/trending-score.ts), so the counts move in exactly one.
 * The author's browsers hear of the notification, and every open feed of the new counts, after the commit. An exclusive post above the
 * member's plan is refused first (`lockCheck`, started beside the session read by the router).
 */
export async function toggleReaction(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'logger' | 'config' | 'push'>,
  input: { userId: string; react: ReactInput; lockCheck?: Promise<void> },
): Promise<ReactResult> {
  const { db } = deps;
  const { postId, type } = input.react;
  await (input.lockCheck ?? refuseLocked(deps, { who: input.userId, of: { postId } }));
  const now = deps.clock.now();
  const mine = sql`user_id = ${input.userId} AND target_type = 'post' AND target_id = ${postId}`;
  const had = sql`(SELECT reaction_type FROM ${reactions} WHERE ${mine})`;
  const shown = sql`EXISTS (SELECT 1 FROM ${posts} WHERE id = ${postId} AND removed_at IS NULL AND hidden_at IS NULL)`;
  const move = (t: ReactionType) => {
    const column = sql.raw(COLUMN[t]);
    return t === type
      ? sql`${column} = ${column} + (CASE WHEN ${had} IS ${t} THEN -1 ELSE 1 END)`
      : sql`${column} = ${column} - (${had} IS ${t})`;
  };
  const exists = sql`EXISTS (SELECT 1 FROM ${reactions} WHERE ${mine})`;
  const [[counts], , , notice] = await db.batch([
    db.all<PostCounts & { had: ReactionType | null }>(sql`UPDATE ${posts} SET ${move('heart')}, ${move('fire')}, ${move('mind_blown')}
      WHERE id = ${postId} AND removed_at IS NULL AND hidden_at IS NULL
      RETURNING user_id AS authorId, likes_count AS heart, fire_count AS fire, mind_blown_count AS mindBlown, comments_count AS commentsCount, ${had} AS had`),
    db.run(sql`DELETE FROM ${reactions} WHERE ${mine} AND reaction_type = ${type} AND ${shown}`),
    // changes() is the DELETE's row count: 0 means the pressed type was not there, so write it.
    db.run(sql`INSERT INTO ${reactions} (user_id, target_id, target_type, reaction_type, created_at)
      SELECT ${input.userId}, ${postId}, 'post', ${type}, ${now.getTime()}
      WHERE changes() = 0 AND ${shown}
      ON CONFLICT (user_id, target_type, target_id) DO UPDATE SET reaction_type = excluded.reaction_type, created_at = excluded.created_at`),
    notifyPostAuthorStatement(deps, { id: deps.random.id(), postId, fromUserId: input.userId, type: 'like', now, onlyIf: exists }),
    ...awardReputationStatements(deps, {
      id: deps.random.id(),
      kind: 'reaction_received',
      postId,
      actorId: input.userId,
      now,
      onlyIf: exists,
    }),
  ]);
  publishPostAuthorNotice(deps, { type: 'like', postId, written: notice });
  // No post (or one removed or hidden), no counts row: nothing was written (every write requires the post shown).
  if (!counts) throw new AppError('POST_NOT_FOUND');
  const { had: before, ...live } = counts;
  publishCounts(deps, postId, live);
  return { reactions: { heart: live.heart, fire: live.fire, mind_blown: live.mindBlown }, myReaction: before === type ? null : type };
}
