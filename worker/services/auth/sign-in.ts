import { sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { SignInInput } from '../../contracts/auth';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { createSession, type NewSession } from './internal/create-session';
import { limitLogin } from './internal/limit-login';

type SignInDeps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter' | 'logger'>;

// Checked when the e-mail has no account, so a miss costs one scrypt like a hit does.
let decoyHash: Promise<string> | undefined;

/** E-mail and password; one answer for "no such account" and "wrong password". */
export async function signIn(deps: SignInDeps, req: { input: SignInInput; ip: string }): Promise<NewSession & { userId: string }> {
  const email = req.input.email.trim().toLowerCase();
  await limitLogin(deps, { ip: req.ip, email });
  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  const ok = await verifyPassword(req.input.password, user?.passwordHash ?? (await (decoyHash ??= hashPassword('decoy-password'))));
  if (!user || !ok) throw new AppError('LOGIN_FAILED');
  return { ...(await createSession(deps, { userId: user.id })), userId: user.id };
}
