import { and, eq, sql, type SQL } from 'drizzle-orm';
import { follows, notifications, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { pushToMembers } from '../push/push-to-members';
import { bellWanted } from './bell-wanted';
import { NOTIFICATION_EVENT, notificationsChannel, type NotificationEvent } from '../../contracts/notifications';
import { profileSharePath } from '../../contracts/share';
import { errorFields } from '../../lib/error-fields';

/** One group per member: every new follower lands in the same bell row. */
const FOLLOW_GROUP_KEY = 'follow';

/**
 * The notifications domain's statement for a new follower, committed in the follow's own batch
 * (after the follows insert): one bell row per followed member. While it is unread, each new
 * person joins it ('Ana e mais 2 pessoas começaram a seguir você', the newest first); once read,
 * the next follower starts it over ('Ana começou a seguir você'). Written only when the follows
 * row was made by this very batch (its created_at is `now`): following someone already followed
 * writes nothing. The same latest person again (an unfollow and refollow) leaves the row as it
 * is, unread or read, as a toggled reaction does; the caller also skips the statement for a pair
 * it already announced (follow-member.ts), so a refollow after others never counts twice.
 * rowsAffected is 1 when the followed member has something new to see.
 */
export function notifyNewFollowerStatement(
  { db }: Pick<AppDeps, 'db'>,
  n: { id: string; followerId: string; followeeId: string | SQL; now: Date },
) {
  const nameOf = (userId: unknown) => sql`(SELECT coalesce(display_name, username) FROM ${profiles} WHERE user_id = ${userId})`;
  const people = sql`CASE WHEN notifications.is_read THEN 1 ELSE notifications.actor_count + 1 END`;
  return db.run(sql`
    INSERT INTO ${notifications} (id, user_id, from_user_id, type, title, message, is_read, created_at, post_id, group_key, actor_count)
    SELECT ${n.id}, f.followee_id, f.follower_id, 'follow', 'Novo seguidor', g.me || ' começou a seguir você', 0, ${n.now.getTime()}, NULL, ${FOLLOW_GROUP_KEY}, 1
    FROM ${follows} f, (SELECT ${nameOf(n.followerId)} AS me) g
    WHERE f.follower_id = ${n.followerId} AND f.followee_id = ${n.followeeId} AND f.created_at = ${n.now.getTime()} AND g.me IS NOT NULL
      AND ${bellWanted('followers', sql`f.followee_id`)}
    ON CONFLICT (user_id, group_key) DO UPDATE SET
      from_user_id = excluded.from_user_id,
      title = excluded.title,
      message = ${nameOf(sql`excluded.from_user_id`)} || CASE ${people}
        WHEN 1 THEN ' começou a seguir você'
        WHEN 2 THEN ' e mais uma pessoa começaram a seguir você'
        ELSE ' e mais ' || (${people} - 1) || ' pessoas começaram a seguir você' END,
      actor_count = ${people},
      is_read = 0,
      created_at = excluded.created_at
    WHERE notifications.from_user_id IS NOT excluded.from_user_id`);
}

/** After the batch committed: the followed member's browsers hear of it (deferred; a lost publish leaves the row for the bell's next read). */
export function publishNewFollower(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'defer' | 'logger' | 'push'>,
  n: { followeeId: string; written: { rowsAffected: number } },
) {
  if (n.written.rowsAffected < 1) return;
  deps.defer(async () => {
    try {
      const [row] = await deps.db
        .select({ id: notifications.id, title: notifications.title, message: notifications.message, username: profiles.username })
        .from(notifications)
        .leftJoin(profiles, eq(profiles.userId, notifications.fromUserId))
        .where(and(eq(notifications.userId, n.followeeId), eq(notifications.groupKey, FOLLOW_GROUP_KEY)))
        .limit(1);
      if (!row) return;
      const event: NotificationEvent = { id: row.id, title: row.title, message: row.message, postId: null };
      const pushed = pushToMembers(deps, [
        {
          userId: n.followeeId,
          kind: 'followers',
          message: {
            title: row.title,
            body: row.message,
            url: row.username ? profileSharePath(row.username) : '/feed',
            tag: FOLLOW_GROUP_KEY,
          },
        },
      ]);
      await deps.realtime.publish(notificationsChannel(n.followeeId), NOTIFICATION_EVENT, event).finally(() => pushed);
    } catch (e) {
      deps.logger.error('notification publish failed', errorFields(e));
    }
  });
}
