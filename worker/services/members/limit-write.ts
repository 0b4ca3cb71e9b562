import type { AppDeps } from '../../adapters/deps';
import { WRITE_RULES, writeLimitedText, type WriteAction } from '../../contracts/limits';
import { AppError } from '../../lib/app-error';

const refuse = (action: WriteAction, retryAfterSeconds: number) =>
  new AppError('WRITE_RATE_LIMITED', writeLimitedText(action, retryAfterSeconds), { retryAfterSeconds });

/**
 * Counts one write of a member against the member's budget and the address's (contracts/limits.ts)
 * and refuses past either: WRITE_RATE_LIMITED with the wait in its text, sent as Retry-After too.
 * The member is counted first so one member's flood does not eat the shared address budget.
 * A limiter outage falls back to a stricter local count: posting and chatting stay up.
 */
export async function limitWrite(
  deps: Pick<AppDeps, 'rateLimiter'>,
  { action, userId, ip }: { action: WriteAction; userId: string; ip: string },
): Promise<void> {
  const rule = WRITE_RULES[action];
  const byMember = await deps.rateLimiter.limit(
    `write:${action}:member:${userId}`,
    { max: rule.max, windowSeconds: rule.windowSeconds },
    { onStoreDown: 'local' },
  );
  if (!byMember.allowed) throw refuse(action, byMember.retryAfterSeconds);
  const byAddress = await deps.rateLimiter.limit(
    `write:${action}:ip:${ip}`,
    { max: rule.addressMax, windowSeconds: rule.windowSeconds },
    { onStoreDown: 'local' },
  );
  if (!byAddress.allowed) throw refuse(action, byAddress.retryAfterSeconds);
}
