import { sql } from 'drizzle-orm';
import { profiles, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { whatsappDigits, type SignUpInput } from '../../contracts/auth';
import { AppError } from '../../lib/app-error';
import { refuseArtistNames } from '../members/artist-names';
import { hashPassword } from '../../lib/password';
import { requireHuman } from '../bot-check/require-human';
import { applyPendingPrizeMonth } from '../raffle/claim-prize';
import { createSession, type NewSession } from './internal/create-session';
import { limitSignUp } from './internal/limit-login';
import { sealWhatsapp } from './internal/whatsapp-seal';

type SignUpDeps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter' | 'logger' | 'config' | 'keys' | 'botCheck'>;

/**
 * A new account with its profile, signed in at once (after sign-up the member
 * goes to /pricing). E-mail and username are unique ignoring case (indexes on lower()).
 */
export async function signUp(deps: SignUpDeps, req: { input: SignUpInput; ip: string }): Promise<NewSession & { userId: string }> {
  await limitSignUp(deps, req);
  const { input } = req;
  await requireHuman(deps, { token: input.botCheck, ip: req.ip, action: 'sign-up' });
  const username = input.username.trim();
  refuseArtistNames(deps.config, { username, names: [username, input.displayName] });
  const taken = await deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  if (taken.length > 0) throw new AppError('USERNAME_TAKEN');

  const userId = deps.random.id();
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  try {
    await deps.db.batch([
      deps.db.insert(users).values({ id: userId, email: input.email.trim().toLowerCase(), passwordHash, createdAt: now }),
      deps.db.insert(profiles).values({
        id: deps.random.id(),
        userId,
        username,
        displayName: input.displayName.trim(),
        ...sealWhatsapp(deps.config, whatsappDigits(input.whatsapp)),
        createdAt: now,
      }),
    ]);
  } catch (e) {
    const text = uniqueViolation(e);
    if (text?.includes('username')) throw new AppError('USERNAME_TAKEN');
    if (text?.includes('email')) throw new AppError('SIGN_UP_REFUSED');
    throw e;
  }
  // A raffle winner whose prize was claimed before this account existed gets the Bronze month now.
  await applyPendingPrizeMonth(deps, { userId, email: input.email });
  return { ...(await createSession(deps, { userId })), userId };
}

/** The message of a UNIQUE violation (libSQL wraps it in `cause` in some versions), else null. */
function uniqueViolation(e: unknown): string | null {
  for (let err = e; err instanceof Error; err = err.cause) {
    if (/UNIQUE constraint failed/i.test(err.message)) return err.message;
  }
  return null;
}
