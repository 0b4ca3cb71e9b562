import { sql } from 'drizzle-orm';
import { profiles, users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { whatsappDigits, type SignUpInput } from '../../contracts/auth';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { refuseArtistNames } from '../members/artist-names';
import { requireHuman } from '../bot-check/require-human';
import { sendConfirmationLink } from './internal/confirmation-link';
import { limitSignUp } from './internal/limit-login';
import { warnOwnerOfTakenEmail } from './internal/warn-taken-email';
import { sealWhatsapp } from './whatsapp-seal';
import { replaceMemberTerms } from '../search/write-terms';

type SignUpDeps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter' | 'logger' | 'config' | 'keys' | 'botCheck' | 'mail' | 'defer'>;

/** The one answer of every accepted sign-up, new address or taken: the page says "check your inbox". */
export type SignUpAnswer = { sent: true };

/**
 * A new account with its profile, not signed in: the address gets a confirmation link, which signs
 * that browser in. An address that already has an account gets the same answer after the same
 * work (the password is hashed either way), and its owner gets an e-mail saying someone tried it;
 * so sign-up never tells a stranger who has an account. The username is public, so a taken one is
 * still refused. E-mail and username are unique ignoring case (indexes on lower()).
 */
export async function signUp(deps: SignUpDeps, req: { input: SignUpInput; ip: string; origin: string }): Promise<SignUpAnswer> {
  await limitSignUp(deps, req);
  const { input } = req;
  await requireHuman(deps, { token: input.botCheck, ip: req.ip, action: 'sign-up' });
  const username = input.username.trim();
  const displayName = input.displayName.trim();
  refuseArtistNames(deps.config, { username, names: [username, input.displayName] });
  const taken = await deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  if (taken.length > 0) throw new AppError('USERNAME_TAKEN');

  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const owner = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (owner.length > 0) {
    await warnOwnerOfTakenEmail(deps, { email, origin: req.origin });
    return { sent: true };
  }

  const userId = deps.random.id();
  const now = deps.clock.now();
  try {
    await deps.db.batch([
      deps.db.insert(users).values({ id: userId, email, passwordHash, createdAt: now }),
      deps.db.insert(profiles).values({
        id: deps.random.id(),
        userId,
        username,
        displayName,
        ...sealWhatsapp(deps.config, whatsappDigits(input.whatsapp)),
        createdAt: now,
      }),
      ...replaceMemberTerms(deps, { userId, username, displayName }),
    ]);
  } catch (e) {
    const text = uniqueViolation(e);
    if (text?.includes('username')) throw new AppError('USERNAME_TAKEN');
    // The same address signed up a moment ago by a request racing this one: the same answer as a taken one.
    if (text?.includes('email')) return { sent: true };
    throw e;
  }
  await sendConfirmationLink(deps, { userId, email, displayName, origin: req.origin });
  return { sent: true };
}

/** The message of a UNIQUE violation (libSQL wraps it in `cause` in some versions), else null. */
function uniqueViolation(e: unknown): string | null {
  for (let err = e; err instanceof Error; err = err.cause) {
    if (/UNIQUE constraint failed/i.test(err.message)) return err.message;
  }
  return null;
}
