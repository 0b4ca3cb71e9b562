import type { AppDeps } from '../../../adapters/deps';
import type { RateRule } from '../../../adapters/limits/port';
import { AppError } from '../../../lib/app-error';
import { waitText } from '../../../lib/wait-text';

/** The first rule of `rules` the key is over refuses, telling how long to wait. The store down: counted in this process only. */
export async function limitFanData(deps: Pick<AppDeps, 'rateLimiter'>, key: string, rules: RateRule[], text: string) {
  for (const rule of rules) {
    const decision = await deps.rateLimiter.limit(`${key}:${rule.windowSeconds}`, rule, { onStoreDown: 'local' });
    if (!decision.allowed) {
      throw new AppError('RATE_LIMITED', `${text} Aguarde ${waitText(decision.retryAfterSeconds)} e tente novamente.`, {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
  }
}

/** A copy or a deletion from one address: a fan does it once or twice; a script with stolen tokens is slowed. */
export const FAN_DATA_PER_ADDRESS: RateRule[] = [
  { max: 10, windowSeconds: 60 },
  { max: 30, windowSeconds: 3600 },
];
