import { eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { SignInWithLinkInput } from '../../contracts/auth';
import { AppError } from '../../lib/app-error';
import { signTrustedDevice } from '../../lib/trusted-device';
import { consumeToken, voidTokensStatement } from '../mail/one-time-tokens';
import { createSession, type NewSession } from './internal/create-session';
import { limitSignInLinkAttempt } from './internal/limit-sign-in-link';
import { isSuspended, suspendedUntilText } from './suspension';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter' | 'config'>;

/**
 * /entrar-com-link: spends the link's token (once; unknown, used and expired links get one answer)
 * and signs this browser in. The password is neither asked nor touched, and the sign-in lockouts
 * do not apply: they count guesses of the password, and the link proves the inbox instead. The
 * inbox proved, the e-mail counts as confirmed, and the browser gets the account's trusted-device
 * mark, so its later sign-ins pass the account's lockout as the member's known browsers do.
 */
export async function signInWithLink(
  deps: Deps,
  req: { input: SignInWithLinkInput; ip: string },
): Promise<NewSession & { userId: string; trustedDevice: string }> {
  await limitSignInLinkAttempt(deps, { ip: req.ip });
  const subject = await consumeToken(deps, { purpose: 'sign_in', token: req.input.token });
  if (!subject?.userId) throw new AppError('SIGN_IN_LINK_INVALID');
  const userId = subject.userId;
  const [user] = await deps.db
    .select({ suspendedAt: users.suspendedAt, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError('SIGN_IN_LINK_INVALID');
  if (isSuspended(user, deps.clock.now().getTime()))
    throw new AppError('ACCOUNT_SUSPENDED', suspendedUntilText(user.suspendedUntil) ?? undefined);
  await deps.db.batch([
    deps.db
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${deps.clock.now().getTime()})` })
      .where(eq(users.id, userId)),
    voidTokensStatement(deps, { purpose: 'sign_in', userId }),
  ]);
  const session = await createSession(deps, { userId });
  return { ...session, userId, trustedDevice: signTrustedDevice(deps.config.SESSION_SECRET, userId, deps.clock.now()) };
}
