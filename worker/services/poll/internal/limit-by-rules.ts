import type { AppDeps } from '../../../adapters/deps';
import type { RateRule } from '../../../adapters/limits/port';
import { AppError } from '../../../lib/app-error';
import { waitText } from '../../../lib/wait-text';

/** Each rule counts `key` in its own window; the first one over refuses, saying how long to wait. */
export async function limitByRules(
  deps: Pick<AppDeps, 'rateLimiter'>,
  key: string,
  rules: RateRule[],
  text = 'Muitas tentativas em pouco tempo.',
) {
  for (const rule of rules) {
    const decision = await deps.rateLimiter.limit(`${key}:${rule.windowSeconds}`, rule, { onStoreDown: 'local' });
    const retryAfterSeconds = decision.retryAfterSeconds;
    if (!decision.allowed)
      throw new AppError('RATE_LIMITED', `${text} Aguarde ${waitText(retryAfterSeconds)} e tente novamente.`, { retryAfterSeconds });
  }
}
