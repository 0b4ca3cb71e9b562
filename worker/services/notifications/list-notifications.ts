import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { notifications, posts, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { NOTIFICATIONS_SHOWN, type NotificationView } from '../../contracts/notifications';

/** The bell: the member's own notifications, newest activity first, at most 20 (what the bell's panel shows). */
export async function listNotifications(deps: Pick<AppDeps, 'db'>, { userId }: { userId: string }): Promise<NotificationView[]> {
  const rows = await deps.db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
      postId: posts.id,
      actorCount: notifications.actorCount,
      username: profiles.username,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(notifications)
    // The link goes with the post: deleted, removed by a moderator or hidden.
    .leftJoin(posts, and(eq(posts.id, notifications.postId), isNull(posts.removedAt), isNull(posts.hiddenAt)))
    .leftJoin(profiles, eq(profiles.userId, notifications.fromUserId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    message: r.message,
    isRead: r.isRead,
    createdAt: r.createdAt.toISOString(),
    postId: r.postId,
    actorCount: r.actorCount,
    fromUser: r.username ? { username: r.username, displayName: r.displayName ?? r.username, avatarUrl: r.avatarUrl } : null,
  }));
}

/** The badge: every unread notification of the member (the web shows '9+' above 9). */
export async function countUnread(deps: Pick<AppDeps, 'db'>, { userId }: { userId: string }): Promise<{ count: number }> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return { count: row?.n ?? 0 };
}

