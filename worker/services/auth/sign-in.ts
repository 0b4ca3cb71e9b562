import { sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { SignInInput } from '../../contracts/auth';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { sha256HexSync } from '../../lib/pii-seal';
import { requireHuman } from '../bot-check/require-human';
import { createSession, type NewSession } from './internal/create-session';
import { limitLogin } from './internal/limit-login';

type SignInDeps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter' | 'logger' | 'cache' | 'botCheck'>;

/** After a failed sign-in, this address and this account must pass the human check for a while. */
export const HUMAN_CHECK_AFTER_FAILURE_SECONDS = 15 * 60;
const failedKeys = (ip: string, email: string) => [`login:failed:ip:${ip}`, `login:failed:acct:${sha256HexSync(email)}`];

// Checked when the e-mail has no account, so a miss costs one scrypt like a hit does.
let decoyHash: Promise<string> | undefined;

/**
 * E-mail and password; one answer for "no such account" and "wrong password".
 * Once a sign-in failed from this address or for this account, the next ones
 * carry a human check: a person who mistyped passes it, a guessing script does not.
 */
export async function signIn(deps: SignInDeps, req: { input: SignInInput; ip: string }): Promise<NewSession & { userId: string }> {
  const email = req.input.email.trim().toLowerCase();
  await limitLogin(deps, { ip: req.ip, email });
  const keys = failedKeys(req.ip, email);
  const failedBefore = await Promise.all(keys.map((k) => deps.cache.get<number>(k)));
  if (failedBefore.some((v) => v !== null)) await requireHuman(deps, { token: req.input.botCheck, ip: req.ip, action: 'sign-in' });
  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const ok = await verifyPassword(req.input.password, user?.passwordHash ?? (await (decoyHash ??= hashPassword('decoy-password'))));
  if (!user || !ok) {
    await Promise.all(keys.map((k) => deps.cache.set(k, 1, HUMAN_CHECK_AFTER_FAILURE_SECONDS)));
    throw new AppError('LOGIN_FAILED');
  }
  return { ...(await createSession(deps, { userId: user.id })), userId: user.id };
}
