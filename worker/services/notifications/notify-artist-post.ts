import { and, gte, lt, sql } from 'drizzle-orm';
import { follows, notifications, posts, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { PostVisibility } from '../../contracts/feed';
import { NOTIFICATION_EVENT, notificationsChannel, notifiedPostPath, type NotificationEvent } from '../../contracts/notifications';
import { errorFields } from '../../lib/error-fields';
import { pushToMembers } from '../push/push-to-members';
import { bellWanted } from './bell-wanted';

/** One group per member: the artist's posts land in the same bell row while it is unread. */
const ARTIST_POST_GROUP_KEY = 'artist_posts';
const PUBLISH_CHUNK = 25;
/** A post's rows get ids with this prefix (also when they update an older row): read back by a primary-key range. */
const idPrefix = (postId: string) => `apost_${postId}_`;

/** The teaser's own wording: an exclusive post's bell row and push say for whom it is, never what it says. */
const LINE: Record<PostVisibility, string> = {
  all: ' publicou um post novo',
  prata: ' publicou um conteúdo exclusivo para assinantes Prata',
  ouro: ' publicou um conteúdo exclusivo para assinantes Ouro',
};

/**
 * 'Posts do MC Mito': in the post's own batch, one bell row for each follower of the artist's
 * account (config ARTIST_USERNAME) who keeps the switch on. Written only when the author is that
 * account and the post went in. The row never carries the post's text, media or poll (no tier is
 * read per follower): one post says whether it is exclusive ('MC Mito publicou um post novo'),
 * several while unread become 'MC Mito publicou 3 posts novos', the newest first; once read, the
 * next post starts it over. rowsAffected > 0 when someone has something new to see.
 */
export function notifyArtistPostStatement(
  deps: Pick<AppDeps, 'db' | 'config'>,
  n: { postId: string; authorId: string; visibility: PostVisibility; now: Date },
) {
  const count = sql`CASE WHEN notifications.is_read THEN 1 ELSE notifications.actor_count + 1 END`;
  return deps.db.run(sql`
    INSERT INTO ${notifications} (id, user_id, from_user_id, type, title, message, is_read, created_at, post_id, group_key, actor_count)
    SELECT ${idPrefix(n.postId)} || f.follower_id, f.follower_id, a.user_id, 'post', 'Post novo', a.me || ${LINE[n.visibility]},
      0, ${n.now.getTime()}, ${n.postId}, ${ARTIST_POST_GROUP_KEY}, 1
    FROM (SELECT user_id, coalesce(display_name, username) AS me FROM ${profiles}
          WHERE user_id = ${n.authorId} AND lower(username) = ${deps.config.ARTIST_USERNAME.toLowerCase()}
            AND EXISTS (SELECT 1 FROM ${posts} WHERE id = ${n.postId})) a
    JOIN ${follows} f ON f.followee_id = a.user_id
    WHERE f.follower_id <> a.user_id AND ${bellWanted('posts', sql`f.follower_id`)}
    ON CONFLICT (user_id, group_key) DO UPDATE SET
      id = excluded.id,
      from_user_id = excluded.from_user_id,
      title = excluded.title,
      message = CASE WHEN ${count} = 1 THEN excluded.message
        ELSE (SELECT coalesce(display_name, username) FROM ${profiles} WHERE user_id = excluded.from_user_id) || ' publicou ' || ${count} || ' posts novos' END,
      post_id = excluded.post_id,
      actor_count = ${count},
      is_read = 0,
      created_at = excluded.created_at`);
}

/**
 * After the post's batch committed (deferred, as a live's announcement): each follower's open pages
 * hear of it and their phones get the bell row's own text, in bounded waves (pushToMembers caps the
 * devices per call). The same tag for every post, so a newer push replaces the older one.
 */
export function publishArtistPost(
  deps: Pick<AppDeps, 'db' | 'realtime' | 'defer' | 'logger' | 'push'>,
  n: { postId: string; written: { rowsAffected: number } },
) {
  if (n.written.rowsAffected < 1) return;
  deps.defer(async () => {
    try {
      const prefix = idPrefix(n.postId);
      const rows = await deps.db
        .select({ id: notifications.id, userId: notifications.userId, title: notifications.title, message: notifications.message })
        .from(notifications)
        .where(and(gte(notifications.id, prefix), lt(notifications.id, `${prefix.slice(0, -1)}\``)));
      const url = notifiedPostPath(n.postId);
      const pushed = pushToMembers(
        deps,
        rows.map((r) => ({
          userId: r.userId,
          kind: 'posts',
          message: { title: r.title, body: r.message, url, tag: ARTIST_POST_GROUP_KEY },
        })),
      );
      try {
        for (let i = 0; i < rows.length; i += PUBLISH_CHUNK) {
          await Promise.all(
            rows.slice(i, i + PUBLISH_CHUNK).map((r) => {
              const event: NotificationEvent = { id: r.id, title: r.title, message: r.message, postId: n.postId };
              return deps.realtime.publish(notificationsChannel(r.userId), NOTIFICATION_EVENT, event);
            }),
          );
        }
      } finally {
        await pushed;
      }
    } catch (e) {
      deps.logger.error('artist post publish failed', errorFields(e));
    }
  });
}
