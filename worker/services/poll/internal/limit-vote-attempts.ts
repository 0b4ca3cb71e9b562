import type { AppDeps } from '../../../adapters/deps';
import { AppError } from '../../../lib/app-error';

/**
 * Votes and vote changes per client IP and minute. Generous (config
 * VOTE_RATE_LIMIT_PER_MINUTE, 30 by default) so a family behind one router can
 * all vote, tight enough to stop a script from stuffing the box.
 */
export async function limitVoteAttempts(deps: Pick<AppDeps, 'rateLimiter' | 'config'>, { ip }: { ip: string }) {
  const decision = await deps.rateLimiter.limit(
    `vote:${ip}`,
    { max: deps.config.VOTE_RATE_LIMIT_PER_MINUTE, windowSeconds: 60 },
    { onStoreDown: 'local' },
  );
  if (!decision.allowed) throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: decision.retryAfterSeconds });
}
