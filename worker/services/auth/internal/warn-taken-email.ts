import type { AppDeps } from '../../../adapters/deps';
import type { RateRule } from '../../../adapters/limits/port';
import { sha256HexSync } from '../../../lib/pii-seal';
import { sendMailLater } from '../../mail/send-later';
import { signupTakenMail } from '../../mail/templates/signup-taken';

/** Warnings one inbox may get: enough to notice, too few for sign-up to flood someone's inbox. */
const TAKEN_WARNINGS_PER_INBOX: RateRule = { max: 3, windowSeconds: 24 * 60 * 60 };

/**
 * Tells the owner of `email` that someone tried to sign up with it. Past the inbox's budget, or
 * when the limiter cannot count, nothing is sent, silently: the sign-up's answer must not change.
 */
export async function warnOwnerOfTakenEmail(
  deps: Pick<AppDeps, 'rateLimiter' | 'mail' | 'defer' | 'logger'>,
  { email, origin }: { email: string; origin: string },
) {
  // The limiter store sees a hash, not the e-mail.
  const decision = await deps.rateLimiter
    .limit(`signup-taken:${sha256HexSync(email)}`, TAKEN_WARNINGS_PER_INBOX, { onStoreDown: 'closed' })
    .catch(() => ({ allowed: false }));
  if (!decision.allowed) return;
  sendMailLater(deps, signupTakenMail({ to: email, signInUrl: `${origin}/auth` }));
}
