import { eq, sql } from 'drizzle-orm';
import { postMedia, postPolls, posts, postTags, tags } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { EDIT_WINDOW_MS, type EditPostInput } from '../../contracts/edits';
import { AppError } from '../../lib/app-error';
import { notifyMentionStatements, publishMentions } from '../notifications/notify-mentions';
import { replacePostTerms } from '../search/write-terms';
import { publishEdit } from './internal/publish-edit';

/**
 * The author replaces a post's text within EDIT_WINDOW_MS of publishing it (by the server's clock);
 * the post is then marked edited. A removed or hidden post is not edited, and a post left with
 * no text needs media or a poll, as when it was published. The UPDATE checks all of it again, so
 * nothing read before it can be stale. Members the new text mentions for the first time are notified.
 */
export async function editPost(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'logger' | 'push'>,
  input: { userId: string; edit: EditPostInput },
) {
  const { postId } = input.edit;
  const content = input.edit.content.trim();
  const now = deps.clock.now();
  const [post] = await deps.db
    .select({
      userId: posts.userId,
      createdAt: posts.createdAt,
      removedAt: posts.removedAt,
      hiddenAt: posts.hiddenAt,
      // The post's tags, for its search terms (the tags do not change with an edit).
      tagNames: sql<string>`(SELECT json_group_array(t.name) FROM ${postTags} pt JOIN ${tags} t ON t.id = pt.tag_id WHERE pt.post_id = ${postId})`,
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!post || post.removedAt || post.hiddenAt) throw new AppError('POST_NOT_FOUND');
  if (post.userId !== input.userId) throw new AppError('POST_EDIT_NOT_AUTHOR');
  if (now.getTime() - post.createdAt.getTime() >= EDIT_WINDOW_MS) throw new AppError('EDIT_WINDOW_CLOSED');
  const hasMore = sql`(EXISTS (SELECT 1 FROM ${postMedia} WHERE post_id = ${postId}) OR EXISTS (SELECT 1 FROM ${postPolls} WHERE post_id = ${postId}))`;
  const edited = sql`EXISTS (SELECT 1 FROM ${posts} WHERE id = ${postId} AND edited_at = ${now.getTime()})`;
  const source = { kind: 'post' as const, id: postId, postId };
  const mentionStatements = notifyMentionStatements(deps, { fromUserId: input.userId, source, text: content, now, onlyIf: edited });
  const [updated, ...rest] = await deps.db.batch([
    deps.db.run(sql`UPDATE ${posts} SET content = ${content}, edited_at = ${now.getTime()}
      WHERE id = ${postId} AND user_id = ${input.userId} AND removed_at IS NULL AND hidden_at IS NULL
        AND created_at > ${now.getTime() - EDIT_WINDOW_MS} AND (${content} <> '' OR ${hasMore})`),
    // The search index follows the new text, only if the edit landed.
    ...replacePostTerms(deps, { postId, createdAt: post.createdAt, content, tagNames: JSON.parse(post.tagNames) as string[] }, edited),
    ...mentionStatements,
  ]);
  const mentioned = rest.slice(rest.length - mentionStatements.length);
  if (updated.rowsAffected !== 1) throw new AppError(content ? 'POST_NOT_FOUND' : 'POST_EMPTY');
  publishMentions(deps, { source, text: content, now, written: mentioned });
  publishEdit(deps, { postId });
  return { id: postId, content, editedAt: now.toISOString() };
}
