import { and, eq, isNull } from 'drizzle-orm';
import { moderationActions, notifications, reports } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import type { ReportTarget } from '../../../contracts/moderation';
import { NOTIFICATION_EVENT, notificationsChannel, type NotificationEvent } from '../../../contracts/notifications';
import { errorFields } from '../../../lib/error-fields';

type Action = (typeof moderationActions.$inferInsert)['action'];

/** Who acted: the panel (its shared password), the artist's member account (their user id), or the scheduled job. */
export type ModerationActor = { kind: 'painel' } | { kind: 'sistema' } | { kind: 'artista'; userId: string };
const actorColumn = (actor: ModerationActor) => (actor.kind === 'artista' ? actor.userId : actor.kind);

export interface ActionRecord {
  id: string;
  target: { targetType: ReportTarget; targetId: string };
  memberId: string | null;
  action: Action;
  detail?: string | null;
  actor: ModerationActor;
  now: Date;
}

/**
 * The action's two statements, for the caller's batch: its moderation_actions row (the item's
 * 'Histórico', the author's earlier removals) and the resolution of every open report of the item:
 * `[resolve, record]`.
 */
export function actionStatements({ db }: Pick<AppDeps, 'db'>, a: ActionRecord) {
  const resolve = db
    .update(reports)
    .set({ resolvedAt: a.now, resolutionId: a.id })
    .where(and(eq(reports.targetType, a.target.targetType), eq(reports.targetId, a.target.targetId), isNull(reports.resolvedAt)));
  const record = db.insert(moderationActions).values({
    id: a.id,
    targetType: a.target.targetType,
    targetId: a.target.targetId,
    memberId: a.memberId,
    action: a.action,
    detail: a.detail ?? null,
    actor: actorColumn(a.actor),
    createdAt: a.now,
  });
  return [resolve, record] as const;
}

export interface ModerationNotice {
  id: string;
  userId: string;
  message: string;
  now: Date;
}

/** The member's 'moderation' notification (never grouped, never linked to the item). */
export function noticeStatement({ db }: Pick<AppDeps, 'db'>, n: ModerationNotice) {
  return db
    .insert(notifications)
    .values({ id: n.id, userId: n.userId, type: 'moderation', title: 'Moderação', message: n.message, createdAt: n.now });
}

/** After the commit: the bell and a toast in the member's open pages. A failed publish is logged; the row is there. */
export function publishNotice(deps: Pick<AppDeps, 'realtime' | 'defer' | 'logger'>, n: ModerationNotice) {
  const event: NotificationEvent = { id: n.id, title: 'Moderação', message: n.message, postId: null };
  deps.defer(async () => {
    try {
      await deps.realtime.publish(notificationsChannel(n.userId), NOTIFICATION_EVENT, event);
    } catch (e) {
      deps.logger.error('moderation notice publish failed', errorFields(e));
    }
  });
}

/** After the commit: a realtime event, logged and lost on failure (the next read is right anyway). */
export function publishLater(deps: Pick<AppDeps, 'realtime' | 'defer' | 'logger'>, channel: string, name: string, data: unknown) {
  deps.defer(async () => {
    try {
      await deps.realtime.publish(channel, name, data);
    } catch (e) {
      deps.logger.error('moderation publish failed', errorFields(e));
    }
  });
}
