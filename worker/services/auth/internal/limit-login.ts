import type { AppDeps } from '../../../adapters/deps';
import type { RateDecision, RateRule } from '../../../adapters/limits/port';
import { AppError } from '../../../lib/app-error';
import { sha256HexSync } from '../../../lib/pii-seal';
import { waitText } from '../../../lib/wait-text';

/**
 * Every attempt from one address (IPv6 /64), right or wrong: only a bound on the slow hash's CPU.
 * A carrier NAT or a school puts hundreds of members behind one address, so it is wide.
 */
export const LOGIN_ATTEMPTS_PER_IP: RateRule = { max: 300, windowSeconds: 15 * 60 };
/** Wrong passwords from one address, any accounts: dozens of members who each mistype once still pass. */
export const LOGIN_FAILURES_PER_IP: RateRule = { max: 30, windowSeconds: 15 * 60 };
/** Wrong passwords for one account from one address: a forgetful member's budget, and one machine guessing one account's. */
export const LOGIN_FAILURES_PER_ACCOUNT_ON_IP: RateRule = { max: 10, windowSeconds: 15 * 60 };
/**
 * Wrong passwords for one account from all addresses together: slows a guesser who rotates
 * addresses to a crawl. A browser the member signed in from before (a trusted device) is not held
 * by it, and 'Entrar com link por e-mail' always works for the inbox's owner (request-sign-in-link.ts).
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateRule = { max: 10, windowSeconds: 15 * 60 };
/** Sign-ups per IP: stops scripted account creation and e-mail probing through sign-up. */
const SIGN_UP_PER_IP: RateRule = { max: 10, windowSeconds: 60 * 60 };

const CLOSED = { onStoreDown: 'closed' } as const;
type LimitDeps = Pick<AppDeps, 'rateLimiter' | 'logger'>;

/**
 * Fail closed: if the limiter's store cannot answer, the attempt is refused with a clear
 * message rather than let through unlimited (a down Redis must not open the door to guessing).
 */
async function ask<T>(deps: LimitDeps, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
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

/** True once a key holds at least one failure inside its window (a peek leaves `remaining` one below what is left). */
const hasFailures = (d: RateDecision, rule: RateRule) => !d.allowed || d.remaining < rule.max - 1;

export interface LoginAttempt {
  ip: string;
  email: string;
  trustedDevice: boolean;
}

const failureKeys = (a: LoginAttempt) => {
  // The limiter store sees a hash, not the e-mail.
  const account = sha256HexSync(a.email);
  return {
    ip: `login:fail:ip:${a.ip}`,
    onIp: `login:fail:acct-ip:${account}:${a.ip}`,
    account: `login:fail:acct:${account}`,
  };
};

/**
 * Before the slow hash, so a refused guess costs no CPU. Only failures lock (OWASP ASVS: a right
 * password is never refused because of earlier right ones); every attempt counts only toward the
 * address's wide CPU bound. Answers whether this address, or this account for a browser it does not
 * trust, failed before: then the attempt carries the human check.
 */
export async function limitLogin(deps: LimitDeps, a: LoginAttempt): Promise<{ failedBefore: boolean }> {
  const keys = failureKeys(a);
  const [attempts, byIp, onIp, byAccount] = await ask(deps, () =>
    Promise.all([
      deps.rateLimiter.limit(`login:attempt:ip:${a.ip}`, LOGIN_ATTEMPTS_PER_IP, CLOSED),
      deps.rateLimiter.peek(keys.ip, LOGIN_FAILURES_PER_IP, CLOSED),
      deps.rateLimiter.peek(keys.onIp, LOGIN_FAILURES_PER_ACCOUNT_ON_IP, CLOSED),
      deps.rateLimiter.peek(keys.account, LOGIN_FAILURES_PER_ACCOUNT, CLOSED),
    ]),
  );
  if (!attempts.allowed) refuse(attempts);
  if (!byIp.allowed) refuse(byIp);
  if (!onIp.allowed) refuse(onIp);
  if (!a.trustedDevice && !byAccount.allowed) refuse(byAccount);
  const failedBefore = hasFailures(byIp, LOGIN_FAILURES_PER_IP) || (!a.trustedDevice && hasFailures(byAccount, LOGIN_FAILURES_PER_ACCOUNT));
  return { failedBefore };
}

/** A wrong password (or no such account): it counts toward each failure budget. */
export async function recordLoginFailure(deps: LimitDeps, a: LoginAttempt) {
  const keys = failureKeys(a);
  await ask(deps, () =>
    Promise.all([
      deps.rateLimiter.record(keys.ip, LOGIN_FAILURES_PER_IP, CLOSED),
      deps.rateLimiter.record(keys.onIp, LOGIN_FAILURES_PER_ACCOUNT_ON_IP, CLOSED),
      deps.rateLimiter.record(keys.account, LOGIN_FAILURES_PER_ACCOUNT, CLOSED),
    ]),
  );
}

/** Whether the account is held by the failures of all addresses (what 'Entrar com link por e-mail' answers). */
export async function accountLockedOut(deps: LimitDeps, email: string): Promise<boolean> {
  const d = await ask(deps, () =>
    deps.rateLimiter.peek(failureKeys({ ip: '', email, trustedDevice: false }).account, LOGIN_FAILURES_PER_ACCOUNT, CLOSED),
  );
  return !d.allowed;
}

export async function limitSignUp(deps: LimitDeps, { ip }: { ip: string }) {
  const decision = await ask(deps, () => deps.rateLimiter.limit(`signup:ip:${ip}`, SIGN_UP_PER_IP, CLOSED));
  if (!decision.allowed) throw new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: decision.retryAfterSeconds });
}
