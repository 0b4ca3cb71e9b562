import type { AppDeps } from '../../../adapters/deps';
import type { RateDecision, RateRule } from '../../../adapters/limits/port';
import { AppError } from '../../../lib/app-error';
import { sha256HexSync } from '../../../lib/pii-seal';

/** Guessing budget per account: slows a targeted attack to a crawl, a forgetful member still gets in. */
export const LOGIN_PER_ACCOUNT: RateRule = { max: 10, windowSeconds: 15 * 60 };
/** Per IP (or IPv6 /64): generous for a carrier NAT, tight for one machine spraying many accounts. */
export const LOGIN_PER_IP: RateRule = { max: 30, windowSeconds: 15 * 60 };
/** Sign-ups per IP: stops scripted account creation and e-mail probing through sign-up. */
export const SIGN_UP_PER_IP: RateRule = { max: 10, windowSeconds: 60 * 60 };

/**
 * Fail closed: if the limiter's store cannot answer, the attempt is refused with a clear
 * message rather than let through unlimited (a down Redis must not open the door to guessing).
 */
async function ask(deps: Pick<AppDeps, 'rateLimiter' | 'logger'>, key: string, rule: RateRule): Promise<RateDecision> {
  try {
    return await deps.rateLimiter.limit(key, rule, { onStoreDown: 'closed' });
  } catch (e) {
    deps.logger.error('login rate limiter unavailable', { name: e instanceof Error ? e.name : 'unknown' });
    throw new AppError('LOGIN_UNAVAILABLE');
  }
}

export async function limitLogin(deps: Pick<AppDeps, 'rateLimiter' | 'logger'>, input: { ip: string; email: string }) {
  const byIp = await ask(deps, `login:ip:${input.ip}`, LOGIN_PER_IP);
  if (!byIp.allowed) throw new AppError('LOGIN_RATE_LIMITED');
  // The limiter store sees a hash, not the e-mail.
  const byAccount = await ask(deps, `login:acct:${sha256HexSync(input.email)}`, LOGIN_PER_ACCOUNT);
  if (!byAccount.allowed) throw new AppError('LOGIN_RATE_LIMITED');
}

export async function limitSignUp(deps: Pick<AppDeps, 'rateLimiter' | 'logger'>, { ip }: { ip: string }) {
  const decision = await ask(deps, `signup:ip:${ip}`, SIGN_UP_PER_IP);
  if (!decision.allowed) throw new AppError('RATE_LIMITED');
}
