import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ChangePasswordInput } from '../../contracts/auth';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { revokeOtherSessionsStatement } from './revoke-sessions';
import { limitPasswordChange } from './internal/limit-password';
import { evictUserSessions } from './session-cache';

/**
 * The signed-in member sets a new password (the /configuracoes 'Alterar Senha' form), proving the
 * current one first: a session left open on someone else's phone is not enough to take the
 * account. Attempts are counted per member before the check. Every other session of the member
 * ends in the same batch, so a stolen cookie stops working the moment the owner changes the
 * password; the session making the change stays signed in.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'rateLimiter'>,
  req: { userId: string; sessionId: string; input: ChangePasswordInput },
): Promise<{ ok: true }> {
  await limitPasswordChange(deps, { userId: req.userId });
  const [user] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, req.userId)).limit(1);
  if (!user || !(await verifyPassword(req.input.currentPassword, user.passwordHash))) throw new AppError('CURRENT_PASSWORD_WRONG');
  const passwordHash = await hashPassword(req.input.password);
  await deps.db.batch([
    deps.db.update(users).set({ passwordHash }).where(eq(users.id, req.userId)),
    revokeOtherSessionsStatement(deps, { userId: req.userId, keepSessionId: req.sessionId }),
  ]);
  evictUserSessions(deps.db, req.userId, req.sessionId);
  return { ok: true };
}
