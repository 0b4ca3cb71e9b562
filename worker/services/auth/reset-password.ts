import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ResetPasswordInput } from '../../contracts/auth';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { consumeToken, voidTokensStatement } from '../mail/one-time-tokens';
import { createSession, type NewSession } from './internal/create-session';
import { limitResetAttempt } from './internal/limit-password';
import { evictUserSessions } from './session-cache';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter'>;

/**
 * /redefinir-senha: spends the link's token (once; unknown, used and expired links get one
 * answer), sets the new password, ends every session of the member (a thief's included; the
 * session caches too) and any other reset link, confirms the e-mail (the link proved the inbox),
 * then opens a fresh session for this browser.
 */
export async function resetPassword(deps: Deps, req: { input: ResetPasswordInput; ip: string }): Promise<NewSession & { userId: string }> {
  await limitResetAttempt(deps, { ip: req.ip });
  const subject = await consumeToken(deps, { purpose: 'password_reset', token: req.input.token });
  if (!subject?.userId) throw new AppError('RESET_LINK_INVALID');
  const userId = subject.userId;
  const passwordHash = await hashPassword(req.input.password);
  // One batch: the password, the end of every session and of every other link hold together.
  // Opening the link proved the inbox, so it also confirms the e-mail when that was still pending.
  await deps.db.batch([
    deps.db
      .update(users)
      .set({ passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${deps.clock.now().getTime()})` })
      .where(eq(users.id, userId)),
    deps.db.delete(sessions).where(eq(sessions.userId, userId)),
    voidTokensStatement(deps, { purpose: 'password_reset', userId }),
  ]);
  evictUserSessions(deps.db, userId, null);
  const session = await createSession(deps, { userId });
  return { ...session, userId };
}
