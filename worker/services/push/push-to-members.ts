import { and, eq, inArray, sql } from 'drizzle-orm';
import { pushPreferences, pushSubscriptions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { PushMessage } from '../../adapters/push/port';
import type { PushKind } from '../../contracts/push';
import { errorFields } from '../../lib/error-fields';

/** Requests to push services in flight at once: a live's announcement to thousands goes out in waves. */
const PUSHES_AT_ONCE = 10;
/** Devices one call reaches at most (a live to every subscriber); past it the rest hear of it from the bell. */
const PUSHES_PER_CALL = 2_000;
const MEMBERS_PER_READ = 200;

/** One member's push, with the kind their switches decide on. The message is the bell row's own text. */
export interface PushNotice {
  userId: string;
  kind: PushKind;
  message: PushMessage;
}

const wanted = (kind: PushKind) => {
  const column = {
    messages: pushPreferences.messages,
    mentions: pushPreferences.mentions,
    followers: pushPreferences.followers,
    posts: pushPreferences.posts,
    lives: pushPreferences.lives,
  }[kind];
  // No preferences row: everything on.
  return sql`coalesce(${column}, 1) = 1`;
};

/**
 * After a notification's batch committed, from the same deferred work as its realtime publish
 * (waitUntil on Workers): each notified member's devices that want this kind get the bell's title
 * and line. A device the push service calls gone (404/410) is deleted. Never rejects: a failed push
 * is logged by status, never by content, and the bell keeps the row.
 */
export async function pushToMembers(deps: Pick<AppDeps, 'db' | 'push' | 'logger'>, notices: PushNotice[]): Promise<void> {
  if (!deps.push.publicKey || notices.length === 0) return;
  try {
    const byMember = new Map(notices.map((n) => [`${n.kind}:${n.userId}`, n]));
    const jobs: { id: string; endpoint: string; p256dh: string; auth: string; notice: PushNotice }[] = [];
    for (const kind of new Set(notices.map((n) => n.kind))) {
      const members = [...new Set(notices.filter((n) => n.kind === kind).map((n) => n.userId))];
      for (let i = 0; i < members.length && jobs.length < PUSHES_PER_CALL; i += MEMBERS_PER_READ) {
        const rows = await deps.db
          .select({
            id: pushSubscriptions.id,
            userId: pushSubscriptions.userId,
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
          })
          .from(pushSubscriptions)
          .leftJoin(pushPreferences, eq(pushPreferences.userId, pushSubscriptions.userId))
          .where(and(inArray(pushSubscriptions.userId, members.slice(i, i + MEMBERS_PER_READ)), wanted(kind)));
        for (const r of rows) jobs.push({ ...r, notice: byMember.get(`${kind}:${r.userId}`)! });
      }
    }
    const gone: { id: string; p256dh: string }[] = [];
    let failed = 0;
    const send = async (job: (typeof jobs)[number]) => {
      const urgency = job.notice.kind === 'messages' || job.notice.kind === 'lives' ? 'high' : 'normal';
      const r = await deps.push.send(job, job.notice.message, { urgency }).catch(() => ({ outcome: 'failed' as const, status: 0 }));
      if (r.outcome === 'gone') gone.push({ id: job.id, p256dh: job.p256dh });
      if (r.outcome === 'failed') failed++;
    };
    const queue = jobs.slice(0, PUSHES_PER_CALL);
    await Promise.all(
      Array.from({ length: Math.min(PUSHES_AT_ONCE, queue.length) }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await send(job);
      }),
    );
    // Only the keys that were refused: a browser that subscribed again meanwhile keeps its new ones.
    for (const g of gone)
      await deps.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, g.id), eq(pushSubscriptions.p256dh, g.p256dh)));
    if (failed > 0 || jobs.length > PUSHES_PER_CALL)
      deps.logger.warn('push delivery incomplete', { failed, devices: jobs.length, capped: jobs.length > PUSHES_PER_CALL });
  } catch (e) {
    deps.logger.error('push delivery failed', errorFields(e));
  }
}
