import type { AppDeps } from '../../adapters/deps';
import type { RateRule } from '../../adapters/limits/port';
import { AppError } from '../../lib/app-error';

export const RATE_RULES = {
  createOrder: { max: 10, windowSeconds: 600 },
  startPayment: { max: 20, windowSeconds: 60 },
  readOrder: { max: 60, windowSeconds: 60 },
  lookupCep: { max: 30, windowSeconds: 60 },
} satisfies Record<string, RateRule>;

/** Refuses a caller over its budget for one action ('Muitas tentativas…'); a limiter outage falls back to a local count so fans can still buy. */
export async function limitByIp(deps: Pick<AppDeps, 'rateLimiter'>, { action, ip }: { action: keyof typeof RATE_RULES; ip: string }) {
  const decision = await deps.rateLimiter.limit(`${action}:${ip}`, RATE_RULES[action], { onStoreDown: 'local' });
  if (!decision.allowed) throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: decision.retryAfterSeconds });
}
