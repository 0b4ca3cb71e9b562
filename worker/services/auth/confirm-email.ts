import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { RateRule } from '../../adapters/limits/port';
import { AppError } from '../../lib/app-error';
import { consumeToken } from '../mail/one-time-tokens';
import { applyPendingPrizeMonth } from '../raffle/claim-prize';
import { createSession, type NewSession } from './internal/create-session';
import { evictUserSessions } from './session-cache';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'random' | 'keys' | 'rateLimiter'>;

/** Links opened per address: a household's inboxes fit; guessing tokens (160 bits) was hopeless anyway. */
const CONFIRM_PER_IP: RateRule = { max: 20, windowSeconds: 15 * 60 };

/**
 * 'E-mail confirmado!': spends the link's token (once, within 7 days) and marks the address
 * confirmed. Opening the link proves the inbox, so a browser with no session gets a fresh one for
 * the member (`session`); a browser already signed in keeps its own. Unknown, used and expired
 * links are one refusal.
 */
export async function confirmEmail(
  deps: Deps,
  input: { token: string; signedIn: boolean; ip: string },
): Promise<{ session: NewSession | null }> {
  const limit = await deps.rateLimiter.limit(`confirm-email:ip:${input.ip}`, CONFIRM_PER_IP, { onStoreDown: 'local' });
  if (!limit.allowed) throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: limit.retryAfterSeconds });
  const subject = await consumeToken(deps, { purpose: 'email_confirm', token: input.token });
  if (!subject?.userId) throw new AppError('EMAIL_LINK_INVALID');
  const userId = subject.userId;
  const [user] = await deps.db
    .update(users)
    .set({ emailConfirmedAt: deps.clock.now() })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
    .returning({ email: users.email });
  // The member's cached sessions still say "unconfirmed".
  evictUserSessions(deps.db, userId, null);
  // A raffle prize claimed for this address becomes the account's only once the address is proven.
  if (user) await applyPendingPrizeMonth(deps, { userId, email: user.email });
  return { session: input.signedIn ? null : await createSession(deps, { userId }) };
}
