import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ChangePasswordInput } from '../../contracts/auth';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { revokeOtherSessionsStatement } from './revoke-sessions';
import { evictUserSessions } from './session-cache';

/**
 * The signed-in member sets a new password (the /meu-plano 'Alterar Senha' dialog). Every
 * other session of the member ends in the same batch, so a stolen cookie stops working the
 * moment the owner changes the password; the session making the change stays signed in.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'logger'>,
  req: { userId: string; sessionId: string; input: ChangePasswordInput },
): Promise<{ ok: true }> {
  const passwordHash = await hashPassword(req.input.password);
  try {
    await deps.db.batch([
      deps.db.update(users).set({ passwordHash }).where(eq(users.id, req.userId)),
      revokeOtherSessionsStatement(deps, req.userId, req.sessionId),
    ]);
  } catch (e) {
    deps.logger.error('password change failed', { name: e instanceof Error ? e.name : 'unknown' });
    throw new AppError('PASSWORD_UPDATE_FAILED');
  }
  evictUserSessions(deps.db, req.userId, req.sessionId);
  return { ok: true };
}
