import { and, asc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import { lives, notifications } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { LIVE_OPEN_MS } from '../../contracts/lives';
import { pushToMembers } from '../push/push-to-members';
import { bellWanted } from '../notifications/bell-wanted';
import { NOTIFICATION_EVENT, notificationsChannel, type NotificationEvent } from '../../contracts/notifications';
import { errorFields } from '../../lib/error-fields';
import { HAS_LIVES, tierHoldersSql } from '../members/tier-holders';

const PUBLISH_CHUNK = 25;
const liveGroupKey = (liveId: string) => `live:${liveId}`;
/** A live's notification ids all start with this: read back by a primary-key range, not a scan. */
const idPrefix = (liveId: string) => `live_${liveId}_`;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'realtime' | 'defer' | 'logger' | 'push'>;

/**
 * Announces every live whose start has come and that was not announced yet: one 'live' notification
 * for each member whose tier has lives, then a realtime event on their channel so an open page
 * switches to 'Assistir'. Runs from the scheduled job every minute and after a member's read of a
 * started live, so a late job never hides it. `announced_at` is claimed in the same batch as the
 * notifications: however many runs race, one writes them. A live whose window closed before anyone
 * announced it is only marked, never announced late.
 */
export async function announceDueLives(deps: Deps): Promise<{ announced: string[] }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: lives.id, title: lives.title, startsAt: lives.startsAt })
    .from(lives)
    .where(and(isNull(lives.announcedAt), isNull(lives.canceledAt), lte(lives.startsAt, now)))
    .orderBy(asc(lives.startsAt))
    .limit(20);
  const announced: string[] = [];
  for (const live of due) {
    const open = live.startsAt.getTime() + LIVE_OPEN_MS > now.getTime();
    const claimed = open ? await announceOne(deps, live, now) : await markOnly(deps, live.id, now);
    if (claimed && open) announced.push(live.id);
  }
  if (announced.length > 0) deps.defer(() => publishAnnouncements(deps, announced));
  return { announced };
}

async function markOnly(deps: Deps, id: string, now: Date) {
  const r = await deps.db
    .update(lives)
    .set({ announcedAt: now })
    .where(and(eq(lives.id, id), isNull(lives.announcedAt)));
  return r.rowsAffected === 1;
}

async function announceOne(deps: Deps, live: { id: string; title: string }, now: Date): Promise<boolean> {
  // The notifications go in only while the live is still unannounced: the second of two racing runs writes nothing.
  const [, claim] = await deps.db.batch([
    deps.db.run(sql`
      INSERT INTO ${notifications} (id, user_id, from_user_id, type, title, message, is_read, created_at, post_id, group_key, actor_count)
      SELECT ${idPrefix(live.id)} || a.user_id, a.user_id, NULL, 'live', 'A live começou!', l.title || ' — assista agora no seu painel.', 0, ${now.getTime()}, NULL, ${liveGroupKey(live.id)}, 1
      FROM ${lives} l, (${tierHoldersSql(now, HAS_LIVES)}) a
      WHERE l.id = ${live.id} AND l.announced_at IS NULL AND l.canceled_at IS NULL AND ${bellWanted('lives', sql`a.user_id`)}
      ON CONFLICT DO NOTHING`),
    deps.db
      .update(lives)
      .set({ announcedAt: now })
      .where(and(eq(lives.id, live.id), isNull(lives.announcedAt), isNull(lives.canceledAt))),
  ]);
  return claim.rowsAffected === 1;
}

/** After the commit: each notified member's open pages get the event (the bell and the live card refetch). */
async function publishAnnouncements(deps: Deps, liveIds: string[]) {
  for (const liveId of liveIds) {
    try {
      const rows = await deps.db
        .select({ id: notifications.id, userId: notifications.userId, title: notifications.title, message: notifications.message })
        .from(notifications)
        .where(
          and(
            gte(notifications.id, idPrefix(liveId)),
            lt(notifications.id, `${idPrefix(liveId).slice(0, -1)}\``),
            eq(notifications.type, 'live'),
          ),
        );
      // Every subscriber's phone, in bounded waves beside the realtime publishes (never rejects).
      const pushed = pushToMembers(
        deps,
        rows.map((r) => ({
          userId: r.userId,
          kind: 'lives',
          message: { title: r.title, body: r.message, url: '/dashboard', tag: liveGroupKey(liveId) },
        })),
      );
      for (let i = 0; i < rows.length; i += PUBLISH_CHUNK) {
        await Promise.all(
          rows.slice(i, i + PUBLISH_CHUNK).map((r) => {
            const event: NotificationEvent = { id: r.id, title: r.title, message: r.message, liveId };
            return deps.realtime.publish(notificationsChannel(r.userId), NOTIFICATION_EVENT, event);
          }),
        );
      }
      await pushed;
    } catch (e) {
      deps.logger.error('live announcement publish failed', errorFields(e));
    }
  }
}
