import { and, eq, sql, type SQL } from 'drizzle-orm';
import { blocks, notifications, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { pushToMembers } from '../push/push-to-members';
import { bellWanted } from './bell-wanted';
import { NOTIFICATION_EVENT, notificationsChannel, notifiedPostPath, type NotificationEvent } from '../../contracts/notifications';
import { MENTIONS_NOTIFIED_MAX, mentionedUsernames } from '../../contracts/text-segments';
import { errorFields } from '../../lib/error-fields';

export interface MentionSource {
  kind: 'post' | 'comment';
  /** The post's or the comment's id. */
  id: string;
  /** The post the bell links to (the comment's post for a comment). */
  postId: string;
}

const groupKey = (s: MentionSource) => `mention:${s.kind}:${s.id}`;

/**
 * One notification per member an `@username` in the text names, for the caller's batch: only
 * members who exist, never the writer, never across a block (either way), and only the first
 * MENTIONS_NOTIFIED_MAX names of the text. A post or comment notifies each member once
 * (group key `mention:<kind>:<id>`, DO NOTHING on conflict): an edit notifies only names it adds.
 * `onlyIf` holds the statements to the write they belong to (the post went in, the edit landed).
 */
export function notifyMentionStatements(
  deps: Pick<AppDeps, 'db' | 'random'>,
  n: { fromUserId: string; source: MentionSource; text: string; now: Date; onlyIf: SQL },
) {
  const names = mentionedUsernames(n.text).slice(0, MENTIONS_NOTIFIED_MAX);
  const where = n.source.kind === 'post' ? 'em um post' : 'em um comentário';
  return names.map((name) =>
    deps.db.run(sql`
      INSERT INTO ${notifications} (id, user_id, from_user_id, type, title, message, is_read, created_at, post_id, group_key, actor_count)
      SELECT ${deps.random.id()}, pr.user_id, me.user_id, 'mention', 'Nova menção', coalesce(me.display_name, me.username) || ' mencionou você ' || ${where},
        0, ${n.now.getTime()}, ${n.source.postId}, ${groupKey(n.source)}, 1
      FROM ${profiles} pr JOIN ${profiles} me ON me.user_id = ${n.fromUserId}
      WHERE lower(pr.username) = ${name} AND pr.user_id <> ${n.fromUserId} AND (${n.onlyIf})
        AND NOT EXISTS (SELECT 1 FROM ${blocks} b WHERE (b.blocker_id = pr.user_id AND b.blocked_id = ${n.fromUserId}) OR (b.blocker_id = ${n.fromUserId} AND b.blocked_id = pr.user_id))
        AND ${bellWanted('mentions', sql`pr.user_id`)}
      ON CONFLICT (user_id, group_key) DO NOTHING`),
  );
}

/**
 * After the batch committed: each mentioned member's open pages hear of it (NOTIFICATION_EVENT).
 * Deferred and never awaited; a lost publish leaves the row for the bell's next read.
 */
export function publishMentions(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'defer' | 'logger' | 'push'>,
  input: { source: MentionSource; text: string; now: Date; written: { rowsAffected: number }[] },
) {
  if (!input.written.some((w) => w.rowsAffected > 0)) return;
  const names = mentionedUsernames(input.text).slice(0, MENTIONS_NOTIFIED_MAX);
  deps.defer(async () => {
    try {
      const rows = await deps.db
        .select({ id: notifications.id, userId: notifications.userId, title: notifications.title, message: notifications.message })
        .from(notifications)
        // (user_id, group_key) is the unique index; only rows this write made (an edit's older ones were told already).
        .where(
          and(
            sql`${notifications.userId} IN (SELECT user_id FROM ${profiles} WHERE lower(username) IN (${sql.join(
              names.map((x) => sql`${x}`),
              sql`, `,
            )}))`,
            eq(notifications.groupKey, groupKey(input.source)),
            eq(notifications.createdAt, input.now),
          ),
        );
      const pushed = pushToMembers(
        deps,
        rows.map((row) => ({
          userId: row.userId,
          kind: 'mentions',
          message: { title: row.title, body: row.message, url: notifiedPostPath(input.source.postId), tag: groupKey(input.source) },
        })),
      );
      for (const row of rows) {
        const event: NotificationEvent = { id: row.id, title: row.title, message: row.message, postId: input.source.postId };
        await deps.realtime.publish(notificationsChannel(row.userId), NOTIFICATION_EVENT, event);
      }
      await pushed;
    } catch (e) {
      deps.logger.error('mention publish failed', errorFields(e));
    }
  });
}
