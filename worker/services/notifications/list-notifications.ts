import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { notifications, posts, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { NOTIFICATIONS_SHOWN, type NotificationView } from '../../contracts/notifications';

/** A post's opening words: at most this many characters, cut at a word. */
const EXCERPT_CHARS = 60;
const EXCERPT_READ = EXCERPT_CHARS + 20;

function openingWords(text: string): string | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  if (flat.length <= EXCERPT_CHARS) return flat;
  const cut = flat.slice(0, EXCERPT_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

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
      // Only the member's own post: a notification about someone else's (an exclusive one above their plan) never carries its text.
      opening: sql<
        string | null
      >`CASE WHEN ${posts.userId} = ${notifications.userId} THEN substr(${posts.content}, 1, ${EXCERPT_READ}) END`,
      groupKey: notifications.groupKey,
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
    postExcerpt: r.opening ? openingWords(r.opening) : null,
    conversationId: r.type === 'message' && r.groupKey?.startsWith('message:') ? r.groupKey.slice('message:'.length) : null,
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
