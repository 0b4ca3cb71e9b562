import { sql } from 'drizzle-orm';
import { comments } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { EDIT_WINDOW_MS, type EditCommentInput } from '../../contracts/edits';
import { AppError } from '../../lib/app-error';
import { notifyMentionStatements, publishMentions } from '../notifications/notify-mentions';
import { ownComment } from './internal/own-comment';
import { publishEdit } from './internal/publish-edit';

/**
 * The author replaces a comment's text within EDIT_WINDOW_MS of writing it (by the server's clock);
 * it is then marked edited. The UPDATE repeats every check, and members the new text mentions for
 * the first time are notified.
 */
export async function editComment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'logger' | 'push'>,
  input: { userId: string; edit: EditCommentInput },
) {
  const { commentId } = input.edit;
  const content = input.edit.content.trim();
  if (!content) throw new AppError('COMMENT_EMPTY');
  const now = deps.clock.now();
  const row = await ownComment(deps, { userId: input.userId, commentId });
  if (now.getTime() - row.createdAt.getTime() >= EDIT_WINDOW_MS) throw new AppError('EDIT_WINDOW_CLOSED');
  const edited = sql`EXISTS (SELECT 1 FROM ${comments} WHERE id = ${commentId} AND edited_at = ${now.getTime()})`;
  const source = { kind: 'comment' as const, id: commentId, postId: row.postId };
  const [updated, ...mentioned] = await deps.db.batch([
    deps.db.run(sql`UPDATE ${comments} SET content = ${content}, edited_at = ${now.getTime()}
      WHERE id = ${commentId} AND user_id = ${input.userId} AND removed_at IS NULL AND hidden_at IS NULL AND created_at > ${now.getTime() - EDIT_WINDOW_MS}`),
    ...notifyMentionStatements(deps, { fromUserId: input.userId, source, text: content, now, onlyIf: edited }),
  ]);
  if (updated.rowsAffected !== 1) throw new AppError('COMMENT_NOT_FOUND');
  publishMentions(deps, { source, text: content, now, written: mentioned });
  publishEdit(deps, { postId: row.postId, commentId });
  return { id: commentId, content, editedAt: now.toISOString() };
}
