import { and, eq, ne } from 'drizzle-orm';
import { sessions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { evictSession } from './session-cache';

/** Sign-out: the session stops working on the server, whatever the browser keeps. */
export async function revokeSession(deps: Pick<AppDeps, 'db'>, { sessionId }: { sessionId: string }): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
  evictSession(deps.db, sessionId);
}

/**
 * Statement that ends every session of a member except `keepSessionId` (after a password
 * change). Run it in the caller's batch, then `evictUserSessions` (session-cache.ts).
 */
export function revokeOtherSessionsStatement(
  deps: Pick<AppDeps, 'db'>,
  { userId, keepSessionId }: { userId: string; keepSessionId: string },
) {
  return deps.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
