import { and, eq } from 'drizzle-orm';
import { comments, conversationParticipants, messages, posts, profiles } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import type { ReportTarget } from '../../../contracts/moderation';

/** What a report or an action needs of its item: who wrote it, and where it lives. */
export interface ReportedItem {
  authorId: string;
  /** The post a comment is on. */
  postId: string | null;
  /** The conversation a message is in. */
  conversationId: string | null;
  /** Removed by a moderator (or, for a post or comment, hidden with its suspended author; a message deleted). */
  gone: boolean;
  /** Removed by a moderator. */
  removed: boolean;
  /** Its text (a post's, comment's or message's), which the removal notice quotes the start of. */
  content: string;
}

/** The item as stored, whoever asks (the moderator's view), or null when it does not exist. */
export async function findItem(
  deps: Pick<AppDeps, 'db'>,
  target: { targetType: ReportTarget; targetId: string },
): Promise<ReportedItem | null> {
  const { db } = deps;
  switch (target.targetType) {
    case 'post': {
      const row = await db
        .select({ authorId: posts.userId, content: posts.content, removedAt: posts.removedAt, hiddenAt: posts.hiddenAt })
        .from(posts)
        .where(eq(posts.id, target.targetId))
        .get();
      return row
        ? {
            authorId: row.authorId,
            postId: target.targetId,
            conversationId: null,
            gone: Boolean(row.removedAt ?? row.hiddenAt),
            removed: Boolean(row.removedAt),
            content: row.content,
          }
        : null;
    }
    case 'comment': {
      const row = await db
        .select({
          authorId: comments.userId,
          content: comments.content,
          postId: comments.postId,
          removedAt: comments.removedAt,
          hiddenAt: comments.hiddenAt,
          postRemovedAt: posts.removedAt,
          postHiddenAt: posts.hiddenAt,
        })
        .from(comments)
        .innerJoin(posts, eq(posts.id, comments.postId))
        .where(eq(comments.id, target.targetId))
        .get();
      return row
        ? {
            authorId: row.authorId,
            postId: row.postId,
            conversationId: null,
            gone: Boolean(row.removedAt ?? row.hiddenAt ?? row.postRemovedAt ?? row.postHiddenAt),
            removed: Boolean(row.removedAt),
            content: row.content,
          }
        : null;
    }
    case 'message': {
      const row = await db
        .select({
          authorId: messages.senderId,
          content: messages.content,
          conversationId: messages.conversationId,
          removedAt: messages.removedAt,
          isDeleted: messages.isDeleted,
        })
        .from(messages)
        .where(eq(messages.id, target.targetId))
        .get();
      return row
        ? {
            authorId: row.authorId,
            postId: null,
            conversationId: row.conversationId,
            gone: Boolean(row.removedAt) || row.isDeleted,
            removed: Boolean(row.removedAt),
            content: row.content,
          }
        : null;
    }
    case 'member': {
      const row = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, target.targetId)).get();
      return row ? { authorId: row.userId, postId: null, conversationId: null, gone: false, removed: false, content: '' } : null;
    }
  }
}

/**
 * The item as the member sees it: null when it does not exist, is gone, or is out of the
 * member's sight (a message of a conversation they do not take part in).
 */
export async function findVisibleItem(
  deps: Pick<AppDeps, 'db'>,
  target: { targetType: ReportTarget; targetId: string; viewerId: string },
): Promise<ReportedItem | null> {
  const item = await findItem(deps, target);
  if (!item || item.gone) return null;
  if (item.conversationId) {
    const mine = await deps.db
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, item.conversationId), eq(conversationParticipants.userId, target.viewerId)))
      .get();
    if (!mine) return null;
  }
  return item;
}
