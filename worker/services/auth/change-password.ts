import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ChangePasswordInput } from '../../contracts/auth';
import { hashPassword } from '../../lib/password';
import { revokeOtherSessionsStatement } from './revoke-sessions';
import { evictUserSessions } from './internal/session-cache';

/**
 * The signed-in member sets a new password (the /meu-plano 'Alterar Senha' dialog). Every
 * other session of the member ends in the same batch, so a stolen cookie stops working the
 * moment the owner changes the password; the session making the change stays signed in.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db'>,
  req: { userId: string; sessionId: string; input: ChangePasswordInput },
): Promise<{ ok: true }> {
  const passwordHash = await hashPassword(req.input.password);
  await deps.db.batch([
    deps.db.update(users).set({ passwordHash }).where(eq(users.id, req.userId)),
    revokeOtherSessionsStatement(deps, { userId: req.userId, keepSessionId: req.sessionId }),
  ]);
  evictUserSessions(deps.db, req.userId, req.sessionId);
  return { ok: true };
}
