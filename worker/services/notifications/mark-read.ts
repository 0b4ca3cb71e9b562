import { and, eq } from 'drizzle-orm';
import { notifications } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { MarkNotificationReadInput } from '../../contracts/notifications';
import { AppError } from '../../lib/app-error';

/**
 * Marks one of the member's own notifications read. The row is matched on id AND owner, so
 * another member's id is "not found" — the same answer as an id that never existed.
 */
export async function markNotificationRead(
  deps: Pick<AppDeps, 'db'>,
  input: MarkNotificationReadInput & { userId: string },
): Promise<{ ok: true }> {
  const { userId } = input;
  const result = await deps.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, input.id), eq(notifications.userId, userId)));
  if (result.rowsAffected !== 1) throw new AppError('NOTIFICATION_NOT_FOUND');
  return { ok: true };
}

/** 'Marcar todas como lidas': every unread notification of the member, none of anyone else's. */
export async function markAllNotificationsRead(deps: Pick<AppDeps, 'db'>, { userId }: { userId: string }): Promise<{ updated: number }> {
  const result = await deps.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return { updated: result.rowsAffected };
}
