import { sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { SignInInput } from '../../contracts/auth';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { sha256HexSync } from '../../lib/pii-seal';
import { signTrustedDevice, trustedDeviceSubject } from '../../lib/trusted-device';
import { requireHuman } from '../bot-check/require-human';
import { createSession, type NewSession } from './internal/create-session';
import { limitLogin } from './internal/limit-login';
import { isSuspended, suspendedUntilText } from './suspension';

type SignInDeps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter' | 'logger' | 'config' | 'cache' | 'botCheck'>;

/** After a failed sign-in, this address and this account must pass the human check for a while. */
const HUMAN_CHECK_AFTER_FAILURE_SECONDS = 15 * 60;
const failedKeys = (ip: string, email: string) => [`login:failed:ip:${ip}`, `login:failed:acct:${sha256HexSync(email)}`] as const;

// Checked when the e-mail has no account, so a miss costs one scrypt like a hit does.
let decoyHash: Promise<string> | undefined;

const findUser = async (deps: Pick<AppDeps, 'db'>, email: string) =>
  (
    await deps.db
      .select({ id: users.id, passwordHash: users.passwordHash, suspendedAt: users.suspendedAt, suspendedUntil: users.suspendedUntil })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1)
  )[0];

export interface SignInRequest {
  input: SignInInput;
  ip: string;
  /** The browser's trusted-device mark, if it sent one (lib/trusted-device.ts). */
  trustedDevice: string | null;
}

/**
 * E-mail and password; one answer for "no such account" and "wrong password". A success hands
 * back a fresh trusted-device mark for the account, which keeps this browser signing in while
 * strangers' guesses hold the account's limit. Once a sign-in failed from this address or for
 * this account, the next ones carry a human check (a person who mistyped passes it, a guessing
 * script does not); the account's own trusted browser is spared the check that strangers caused.
 */
export async function signIn(deps: SignInDeps, req: SignInRequest): Promise<NewSession & { userId: string; trustedDevice: string }> {
  const email = req.input.email.trim().toLowerCase();
  const deviceOf = trustedDeviceSubject(deps.config.SESSION_SECRET, req.trustedDevice, deps.clock.now());
  // Only a browser with a valid mark is looked up before the limits: strangers' refused tries stay off the database.
  const known = deviceOf ? await findUser(deps, email) : undefined;
  const trusted = known !== undefined && known.id === deviceOf;
  await limitLogin(deps, { ip: req.ip, email, trustedDevice: trusted });
  const [ipKey, accountKey] = failedKeys(req.ip, email);
  const [ipFailed, accountFailed] = await Promise.all([deps.cache.get<number>(ipKey), deps.cache.get<number>(accountKey)]);
  if (ipFailed !== null || (accountFailed !== null && !trusted))
    await requireHuman(deps, { token: req.input.botCheck, ip: req.ip, action: 'sign-in' });
  const user = deviceOf ? known : await findUser(deps, email);
  const ok = await verifyPassword(req.input.password, user?.passwordHash ?? (await (decoyHash ??= hashPassword('decoy-password'))));
  if (!user || !ok) {
    await Promise.all([ipKey, accountKey].map((k) => deps.cache.set(k, 1, HUMAN_CHECK_AFTER_FAILURE_SECONDS)));
    throw new AppError('LOGIN_FAILED');
  }
  // Only after the password: the refusal tells the account's owner, not a guesser, that it exists.
  if (isSuspended(user, deps.clock.now().getTime()))
    throw new AppError('ACCOUNT_SUSPENDED', suspendedUntilText(user.suspendedUntil) ?? undefined);
  const session = await createSession(deps, { userId: user.id });
  return { ...session, userId: user.id, trustedDevice: signTrustedDevice(deps.config.SESSION_SECRET, user.id, deps.clock.now()) };
}
