import { eq, sql } from 'drizzle-orm';
import { comments, posts, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { CommentInput, FeedComment } from '../../contracts/feed';
import { AppError } from '../../lib/app-error';
import { notifyMentionStatements, publishMentions } from '../notifications/notify-mentions';
import { notifyPostAuthorStatement, publishPostAuthorNotice } from '../notifications/notify-post-author';
import { awardReputationStatements } from '../reputation/award-reputation';
import { authorColumns, toAuthor } from './feed-rows';
import { knownMentions } from './internal/known-mentions';
import { refuseLocked } from './visibility';
import { countsAfterWrite, publishCounts } from './internal/publish-counts';

/**
 * A comment, the post's comments_count, the author's notification and reputation: one batch; the live events (the author's notification, every feed's counts) after it.
 * An exclusive post above the member's plan is refused first (`lockCheck`, started beside the session read by the router).
 */
export async function addComment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'config' | 'realtime' | 'defer' | 'logger' | 'push'>,
  input: { userId: string; comment: CommentInput; lockCheck?: Promise<void> },
) {
  const { db } = deps;
  const content = input.comment.content.trim();
  if (!content) throw new AppError('COMMENT_EMPTY');
  const { postId } = input.comment;
  await (input.lockCheck ?? refuseLocked(deps, { who: input.userId, of: { postId } }));
  const now = deps.clock.now();
  const id = deps.random.id();
  const commented = sql`EXISTS (SELECT 1 FROM ${comments} WHERE id = ${id})`;
  // One round trip: the INSERT itself checks that the post and the member's profile exist, and the
  // writes after it hold only if it landed.
  const source = { kind: 'comment' as const, id, postId };
  const mentionStatements = notifyMentionStatements(deps, { fromUserId: input.userId, source, text: content, now, onlyIf: commented });
  const known = knownMentions(deps, [content]);
  const [inserted, , notified, [actor], , , counts, ...rest] = await db.batch([
    db.run(sql`INSERT INTO ${comments} (id, post_id, user_id, content, created_at)
      SELECT ${id}, ${postId}, ${input.userId}, ${content}, ${now.getTime()}
      WHERE EXISTS (SELECT 1 FROM ${posts} WHERE id = ${postId} AND removed_at IS NULL AND hidden_at IS NULL) AND EXISTS (SELECT 1 FROM ${profiles} WHERE user_id = ${input.userId})`),
    db.run(sql`UPDATE ${posts} SET comments_count = comments_count + changes() WHERE id = ${postId}`),
    notifyPostAuthorStatement(deps, { id: deps.random.id(), postId, fromUserId: input.userId, type: 'comment', now, onlyIf: commented }),
    db.select(authorColumns).from(profiles).where(eq(profiles.userId, input.userId)).limit(1),
    ...awardReputationStatements(deps, {
      id: deps.random.id(),
      kind: 'comment_received',
      postId,
      actorId: input.userId,
      now,
      onlyIf: commented,
    }),
    countsAfterWrite(deps, postId),
    ...mentionStatements,
  ]);
  if (inserted.rowsAffected !== 1 || !actor) throw new AppError('POST_NOT_FOUND');
  const author = toAuthor(deps.config, actor);
  publishPostAuthorNotice(deps, { type: 'comment', postId, written: notified });
  publishCounts(deps, postId, (counts as Awaited<ReturnType<typeof countsAfterWrite>>)[0]);
  publishMentions(deps, { source, text: content, now, written: rest.slice(rest.length - mentionStatements.length) });
  const mentions = (await known).mentionsIn(content);
  return { id, content, createdAt: now.toISOString(), author, editedAt: null, mentions } satisfies FeedComment;
}
