import type { AppDeps } from '../../../adapters/deps';
import type { RateDecision, RateRule } from '../../../adapters/limits/port';
import { AppError } from '../../../lib/app-error';
import { sha256HexSync } from '../../../lib/pii-seal';
import { waitText } from '../../../lib/wait-text';

/** Per IP (or IPv6 /64): generous for a carrier NAT, tight for one machine spraying many accounts. */
export const LOGIN_PER_IP: RateRule = { max: 30, windowSeconds: 15 * 60 };
/** One account from one address: the budget of a forgetful member, and of one machine guessing one account. */
export const LOGIN_PER_ACCOUNT_ON_IP: RateRule = { max: 10, windowSeconds: 15 * 60 };
/**
 * One account from all addresses together: slows a guesser who rotates addresses to a crawl.
 * A browser the member signed in from before (a trusted device) is not held by it, so other
 * people's guessing cannot lock the member out of the devices they use.
 */
export const LOGIN_PER_ACCOUNT: RateRule = { max: 10, windowSeconds: 15 * 60 };
/** Sign-ups per IP: stops scripted account creation and e-mail probing through sign-up. */
const SIGN_UP_PER_IP: RateRule = { max: 10, windowSeconds: 60 * 60 };

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

function refuse(decision: RateDecision): never {
  const retryAfterSeconds = decision.retryAfterSeconds;
  throw new AppError('LOGIN_RATE_LIMITED', `Muitas tentativas de login. Aguarde ${waitText(retryAfterSeconds)} e tente novamente.`, {
    retryAfterSeconds,
  });
}

/** Every attempt counts, before the slow hash, so a refused guess costs no CPU. */
export async function limitLogin(
  deps: Pick<AppDeps, 'rateLimiter' | 'logger'>,
  input: { ip: string; email: string; trustedDevice: boolean },
) {
  const byIp = await ask(deps, `login:ip:${input.ip}`, LOGIN_PER_IP);
  if (!byIp.allowed) refuse(byIp);
  // The limiter store sees a hash, not the e-mail.
  const account = sha256HexSync(input.email);
  const onIp = await ask(deps, `login:acct-ip:${account}:${input.ip}`, LOGIN_PER_ACCOUNT_ON_IP);
  if (!onIp.allowed) refuse(onIp);
  if (input.trustedDevice) return;
  const byAccount = await ask(deps, `login:acct:${account}`, LOGIN_PER_ACCOUNT);
  if (!byAccount.allowed) refuse(byAccount);
}

export async function limitSignUp(deps: Pick<AppDeps, 'rateLimiter' | 'logger'>, { ip }: { ip: string }) {
  const decision = await ask(deps, `signup:ip:${ip}`, SIGN_UP_PER_IP);
  if (!decision.allowed) throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: decision.retryAfterSeconds });
}
