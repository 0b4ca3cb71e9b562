import { userPresence } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { errorFields } from '../../lib/error-fields';

/**
 * A member's last realtime connection closed: keep when (user_presence holds at most this;
 * who is online lives in the hub or Ably, never in a write per heartbeat). Never throws —
 * it runs from a socket's close event.
 */
export async function recordLastSeen(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>, { userId }: { userId: string }): Promise<void> {
  const now = deps.clock.now();
  try {
    await deps.db
      .insert(userPresence)
      .values({ userId, status: 'offline', lastSeenAt: now })
      .onConflictDoUpdate({ target: userPresence.userId, set: { status: 'offline', lastSeenAt: now } });
  } catch (e) {
    deps.logger.error('last seen not recorded', errorFields(e));
  }
}
