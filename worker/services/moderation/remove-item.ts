import { and, eq, isNull, sql } from 'drizzle-orm';
import { comments, messages, postMedia, posts, profiles, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { conversationChannel } from '../../contracts/messages';
import {
  FEED_CHANNEL,
  FEED_REMOVED_EVENT,
  MESSAGE_REMOVED_EVENT,
  removalNotice,
  type FeedRemovedEvent,
  type RemoveItemInput,
} from '../../contracts/moderation';
import { AppError } from '../../lib/app-error';
import { deleteFiles } from '../media/media-files';
import { sendMailLater } from '../mail/send-later';
import { moderationRemovalMail } from '../mail/templates/moderation-removal';
import { actionStatements, noticeStatement, publishLater, publishNotice, type ModerationActor } from './internal/action-statements';
import { findItem } from './internal/reported-item';

type RemoveDeps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'realtime' | 'defer' | 'logger' | 'media' | 'mail'>;

/** The UPDATE that marks the item removed (only once: a second removal changes nothing). */
function markRemoved({ db }: Pick<AppDeps, 'db'>, target: RemoveItemInput, now: Date) {
  switch (target.targetType) {
    case 'post':
      return db
        .update(posts)
        .set({ removedAt: now })
        .where(and(eq(posts.id, target.targetId), isNull(posts.removedAt)));
    case 'comment':
      return db
        .update(comments)
        .set({ removedAt: now })
        .where(and(eq(comments.id, target.targetId), isNull(comments.removedAt)));
    case 'message':
      return db
        .update(messages)
        .set({ removedAt: now })
        .where(and(eq(messages.id, target.targetId), isNull(messages.removedAt)));
  }
}

/** The files the item carries: no longer served once it is removed (the store answers 404). */
async function filesOf({ db }: Pick<AppDeps, 'db'>, target: RemoveItemInput): Promise<string[]> {
  if (target.targetType === 'post')
    return (await db.select({ key: postMedia.mediaKey }).from(postMedia).where(eq(postMedia.postId, target.targetId))).map((r) => r.key);
  if (target.targetType === 'message') {
    const row = await db.select({ key: messages.mediaKey }).from(messages).where(eq(messages.id, target.targetId)).get();
    return row?.key ? [row.key] : [];
  }
  return [];
}

/**
 * A moderator removes a post, comment or message: gone for everyone at once (every read filters
 * removed_at), its open reports resolved, the author told by a 'moderation' notification and by
 * e-mail (both name the item by its opening words), its
 * files deleted after the commit, and open feeds or the conversation told live. The row stays
 * for the item's history. A comment leaves its post's comments_count (unless it was already
 * hidden, which took it out). Removing an item already removed only resolves its reports.
 */
export async function removeItem(deps: RemoveDeps, input: { target: RemoveItemInput; actor: ModerationActor; origin: string }) {
  const { target } = input;
  const item = await findItem(deps, target);
  if (!item) throw new AppError('MODERATION_TARGET_NOT_FOUND');
  const now = deps.clock.now();
  const [resolve, record] = actionStatements(deps, {
    id: deps.random.id(),
    target,
    memberId: item.authorId,
    action: 'remove',
    now,
    actor: input.actor,
  });
  if (item.removed) {
    await resolve;
    return { removed: true as const };
  }
  const keys = await filesOf(deps, target);
  const notice = { id: deps.random.id(), userId: item.authorId, message: removalNotice(target.targetType, item.content), now };
  await deps.db.batch([
    markRemoved(deps, target, now),
    // Right after the UPDATE above: changes() is 1 only when this call removed the comment.
    deps.db.run(
      target.targetType === 'comment'
        ? sql`UPDATE ${posts} SET comments_count = max(comments_count - 1, 0)
            WHERE id = (SELECT post_id FROM ${comments} WHERE id = ${target.targetId} AND hidden_at IS NULL) AND changes() = 1`
        : sql`SELECT 1`,
    ),
    record,
    resolve,
    noticeStatement(deps, notice),
  ]);
  publishNotice(deps, notice);
  await mailAuthor(deps, { userId: item.authorId, notice: notice.message, origin: input.origin });
  if (keys.length) deps.defer(() => deleteFiles(deps, { keys }));
  if (target.targetType === 'message' && item.conversationId) {
    publishLater(deps, conversationChannel(item.conversationId), MESSAGE_REMOVED_EVENT, { id: target.targetId });
  } else {
    const event: FeedRemovedEvent =
      target.targetType === 'post'
        ? { postIds: [target.targetId], comments: [] }
        : { postIds: [], comments: [{ id: target.targetId, postId: item.postId ?? '' }] };
    publishLater(deps, FEED_CHANNEL, FEED_REMOVED_EVENT, event);
  }
  return { removed: true as const };
}

/** The same notice by e-mail, after the commit (a member erased meanwhile has no address: nothing is sent). */
async function mailAuthor(deps: RemoveDeps, input: { userId: string; notice: string; origin: string }) {
  const to = await deps.db
    .select({ email: users.email, name: sql<string>`coalesce(${profiles.displayName}, ${profiles.username})` })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, input.userId))
    .get();
  if (!to) return;
  const rulesUrl = new URL('/regras', input.origin).href;
  sendMailLater(deps, moderationRemovalMail({ to: to.email, name: to.name, notice: input.notice, rulesUrl }));
}
