import { and, eq, ne } from 'drizzle-orm';
import { sessions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';

/** Sign-out: the session stops working on the server, whatever the browser keeps. */
export async function revokeSession(deps: Pick<AppDeps, 'db'>, sessionId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Statement that ends every session of a member except `keepSessionId` (after a password change). */
export function revokeOtherSessionsStatement(deps: Pick<AppDeps, 'db'>, userId: string, keepSessionId: string) {
  return deps.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
