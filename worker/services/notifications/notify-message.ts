import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { conversationParticipants, messages, notifications, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { pushToMembers } from '../push/push-to-members';
import { bellWanted } from './bell-wanted';
import { conversationPath, NOTIFICATION_EVENT, notificationsChannel, type NotificationEvent } from '../../contracts/notifications';

export const messageGroupKey = (conversationId: string) => `message:${conversationId}`;

/** The bell shows this much of the newest message. */
const PREVIEW_CHARS = 80;
/** Counting a chatty friend's unread messages stops here ('99 novas mensagens' at most). */
const UNREAD_COUNTED = 99;

export interface MessageNotice {
  /** A fresh id; each recipient's new row gets it with their own suffix. */
  id: string;
  conversationId: string;
  senderId: string;
  /** The message's text (empty for a photo alone). */
  content: string;
  isImage: boolean;
  now: Date;
  /** The message's row exists: the statements hold only then. */
  landed: SQL;
}

const preview = (n: MessageNotice) => {
  const text = n.content.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;
};

/**
 * The notifications domain's statements for a new message (one batch with the message itself):
 *   1. every other participant's row for this conversation (one per conversation, however chatty):
 *      'Ana: bora?' for one unread message, '3 novas mensagens. Ana: bora?' for more, moved to the top, unread;
 *   2. the sender's own row for it is read (answering means they saw it).
 * The unread messages are counted from the recipient's last_read_at on messages_conversation_idx, capped.
 */
export function notifyMessageStatements({ db }: Pick<AppDeps, 'db'>, n: MessageNotice) {
  const key = messageGroupKey(n.conversationId);
  const text = preview(n);
  const me = sql`(SELECT coalesce(display_name, username) FROM ${profiles} WHERE user_id = ${n.senderId})`;
  const line =
    text === null
      ? sql`me || (CASE WHEN ${n.isImage ? 1 : 0} = 1 THEN ' enviou uma foto' ELSE ' enviou uma mensagem' END)`
      : sql`me || ': ' || ${text}`;
  const unread = sql`(SELECT count(*) FROM (SELECT 1 FROM ${messages} m WHERE m.conversation_id = cp.conversation_id AND m.sender_id <> cp.user_id
    AND m.is_deleted = 0 AND m.created_at > coalesce(cp.last_read_at, 0) LIMIT ${UNREAD_COUNTED}))`;
  return [
    db.run(sql`
      INSERT INTO ${notifications} (id, user_id, from_user_id, type, title, message, is_read, created_at, post_id, group_key, actor_count)
      SELECT ${n.id} || '-' || x.user_id, x.user_id, ${n.senderId}, 'message', 'Nova mensagem',
        CASE WHEN x.n <= 1 THEN ${line} ELSE x.n || ' novas mensagens. ' || ${line} END,
        0, ${n.now.getTime()}, NULL, ${key}, 1
      FROM (SELECT cp.user_id, ${unread} AS n, ${me} AS me FROM ${conversationParticipants} cp
            WHERE cp.conversation_id = ${n.conversationId} AND cp.user_id <> ${n.senderId}) x
      WHERE x.me IS NOT NULL AND ${n.landed} AND ${bellWanted('messages', sql`x.user_id`)}
      ON CONFLICT (user_id, group_key) DO UPDATE SET
        from_user_id = excluded.from_user_id, title = excluded.title, message = excluded.message, is_read = 0, created_at = excluded.created_at`),
    db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, n.senderId), eq(notifications.groupKey, key), n.landed)),
  ] as const;
}

/**
 * After the batch committed: each recipient's browsers hear of their row (a toast unless that chat
 * is open, the badges refetch). Deferred, never awaited by the request; a failed publish is lost —
 * the row is in the database for the bell's next read.
 */
export function publishMessageNotices(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'defer' | 'push' | 'logger'>,
  n: { conversationId: string; senderId: string },
) {
  // A failure is logged once by the background runner (with the procedure), like the chat's own publish.
  deps.defer(async () => {
    const others = deps.db
      .select({ id: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, n.conversationId), ne(conversationParticipants.userId, n.senderId)));
    const rows = await deps.db
      .select({ id: notifications.id, userId: notifications.userId, title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(
        and(
          inArray(notifications.userId, others),
          eq(notifications.groupKey, messageGroupKey(n.conversationId)),
          eq(notifications.isRead, false),
        ),
      );
    // The recipients' closed phones too, with the bell's own line (never rejects).
    const pushed = pushToMembers(
      deps,
      rows.map((row) => ({
        userId: row.userId,
        kind: 'messages',
        message: { title: row.title, body: row.message, url: conversationPath(n.conversationId), tag: messageGroupKey(n.conversationId) },
      })),
    );
    try {
      await Promise.all(
        rows.map((row) => {
          const event: NotificationEvent = { id: row.id, title: row.title, message: row.message, conversationId: n.conversationId };
          return deps.realtime.publish(notificationsChannel(row.userId), NOTIFICATION_EVENT, event);
        }),
      );
    } finally {
      await pushed;
    }
  });
}
