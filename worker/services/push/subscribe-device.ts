import { and, eq, sql } from 'drizzle-orm';
import { pushSubscriptions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { PushEndpointInput, PushSubscriptionInput } from '../../contracts/push';
import { AppError } from '../../lib/app-error';
import { pushEndpointAllowed } from '../../lib/web-push/endpoint';

/** A member's devices beyond this many lose the oldest: a phone, a laptop, a tablet and some spares. */
const DEVICES_KEPT = 10;

/**
 * 'Notificações neste aparelho' on: stores this browser's subscription for the member and the
 * session it was made in. An endpoint is one browser, so it moves to whoever subscribes from it last
 * (the previous member of a shared browser stops getting its pushes).
 */
export async function subscribeDevice(
  deps: Pick<AppDeps, 'db' | 'random' | 'clock' | 'config' | 'push'>,
  req: { userId: string; sessionId: string; input: PushSubscriptionInput },
): Promise<{ ok: true }> {
  if (!deps.push.publicKey) throw new AppError('PUSH_UNAVAILABLE');
  const { endpoint, keys } = req.input;
  if (!pushEndpointAllowed(endpoint, deps.config.APP_ENV)) throw new AppError('PUSH_ENDPOINT_REFUSED');
  const now = deps.clock.now();
  await deps.db.batch([
    deps.db
      .insert(pushSubscriptions)
      .values({
        id: deps.random.id(),
        userId: req.userId,
        sessionId: req.sessionId,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: req.userId, sessionId: req.sessionId, p256dh: keys.p256dh, auth: keys.auth, createdAt: now },
      }),
    deps.db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, req.userId),
          sql`${pushSubscriptions.id} NOT IN (SELECT id FROM ${pushSubscriptions} WHERE user_id = ${req.userId} ORDER BY created_at DESC LIMIT ${DEVICES_KEPT})`,
        ),
      ),
  ]);
  return { ok: true };
}

/** 'Notificações neste aparelho' off: only the member's own subscription is removed (another's endpoint is left alone). */
export async function unsubscribeDevice(
  deps: Pick<AppDeps, 'db'>,
  req: { userId: string; input: PushEndpointInput },
): Promise<{ ok: true }> {
  await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, req.userId), eq(pushSubscriptions.endpoint, req.input.endpoint)));
  return { ok: true };
}
