import { createHmac } from 'node:crypto';
import { artistConsents, artistSessions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { RateDecision, RateRule } from '../../adapters/limits/port';
import { LGPD_TERMS_VERSION, type ArtistLoginInput } from '../../contracts/artist';
import { AppError } from '../../lib/app-error';
import { errorFields } from '../../lib/error-fields';
import { rateLimitSubject } from '../../lib/client-network';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { verifyPassword } from '../../lib/password';
import { isPanelUnlockCode } from '../../lib/panel-unlock-code';
import { signTrustedDevice, trustedDeviceSubject } from '../../lib/trusted-device';
import { waitText } from '../../lib/wait-text';
import { recordRefusedLogin } from './refused-logins';

/** How long a panel session lasts; the cookie and the stored row expire together. */
export const ARTIST_SESSION_HOURS = 8;
/** Per address (IPv6 per /64), wrong passwords: the artist mistypes now and then, a guesser all the time. */
export const ARTIST_LOGIN_RULE: RateRule = { max: 5, windowSeconds: 15 * 60 };
/** Per address, every attempt right or wrong: only a bound on the slow hash's CPU. */
export const ARTIST_LOGIN_ATTEMPTS_RULE: RateRule = { max: 30, windowSeconds: 15 * 60 };
/**
 * Wrong passwords from all addresses together: one shared password must not take a guess per
 * address rotated. A browser the panel was opened from before (a trusted device), or one given the
 * code the known browser shows (lib/panel-unlock-code.ts), is not held by it, so strangers'
 * guessing cannot shut the artist out of the panel.
 */
export const ARTIST_LOGIN_GLOBAL_RULE: RateRule = { max: 20, windowSeconds: 60 * 60 };
/** What a panel trusted-device mark names: there is one panel, not one account per person. */
const ARTIST_DEVICE_SUBJECT = 'painel';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'rateLimiter' | 'random' | 'logger'>;

const CLOSED = { onStoreDown: 'closed' } as const;

/**
 * Fails closed: if the limiter's store cannot answer, nobody signs in; the catch turns the port's
 * refusal into the panel's own message.
 */
async function ask<T>(deps: Deps, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    deps.logger.error('artist login limiter down', errorFields(e));
    throw new AppError('ARTIST_LOGIN_UNAVAILABLE');
  }
}

function refuseIfSpent(decision: RateDecision) {
  const retryAfterSeconds = decision.retryAfterSeconds;
  if (!decision.allowed)
    throw new AppError('ARTIST_LOGIN_LOCKED', `Muitas tentativas de login. Aguarde ${waitText(retryAfterSeconds)} e tente novamente.`, {
      retryAfterSeconds,
    });
}

/**
 * Checked BEFORE the slow hash, so a script can neither guess nor spend our CPU on scrypt past
 * the budget. Only wrong passwords count toward the lockouts (per address, and unless the browser
 * is trusted or brought the unlock code, across all addresses); every attempt counts toward the
 * address's CPU bound.
 */
async function limitLoginAttempts(deps: Deps, ip: string, exempt: boolean) {
  const subject = rateLimitSubject(ip);
  const [attempts, byIp, all] = await ask(deps, () =>
    Promise.all([
      deps.rateLimiter.limit(`artist-login:attempt:${subject}`, ARTIST_LOGIN_ATTEMPTS_RULE, CLOSED),
      deps.rateLimiter.peek(`artist-login:fail:${subject}`, ARTIST_LOGIN_RULE, CLOSED),
      exempt ? null : deps.rateLimiter.peek('artist-login:fail:all', ARTIST_LOGIN_GLOBAL_RULE, CLOSED),
    ]),
  );
  refuseIfSpent(attempts);
  refuseIfSpent(byIp);
  if (all) refuseIfSpent(all);
}

async function recordLoginFailure(deps: Deps, ip: string) {
  await ask(deps, () =>
    Promise.all([
      deps.rateLimiter.record(`artist-login:fail:${rateLimitSubject(ip)}`, ARTIST_LOGIN_RULE, CLOSED),
      deps.rateLimiter.record('artist-login:fail:all', ARTIST_LOGIN_GLOBAL_RULE, CLOSED),
    ]),
  );
}

/** The IP of a consent, kept only as a keyed hash (a plain SHA-256 of an IPv4 is reversed by trying all 2³²). */
function hashIp(deps: Pick<AppDeps, 'config'>, ip: string): string {
  return createHmac('sha256', deps.config.SESSION_SECRET).update(`artist-consent-ip:${ip}`).digest('hex');
}

/**
 * authenticate-artist: the shared password against the scrypt hash
 * from configuration, the LGPD consent recorded with its terms version, and a
 * new session whose token only the httpOnly cookie carries.
 */
export async function authenticateArtist(
  deps: Deps,
  req: { login: ArtistLoginInput; ip: string; trustedDevice: string | null },
): Promise<{ token: string; expiresAt: Date; trustedDevice: string }> {
  const secret = deps.config.SESSION_SECRET;
  const trusted = trustedDeviceSubject(secret, req.trustedDevice, deps.clock.now()) === ARTIST_DEVICE_SUBJECT;
  await limitLoginAttempts(deps, req.ip, trusted || isPanelUnlockCode(secret, req.login.unlockCode, deps.clock.now()));
  if (!(await verifyPassword(req.login.password, deps.config.ARTIST_PASSWORD_HASH))) {
    await recordLoginFailure(deps, req.ip);
    await recordRefusedLogin(deps, { ipHash: hashIp(deps, req.ip) });
    throw new AppError('ARTIST_WRONG_PASSWORD');
  }

  const now = deps.clock.now();
  const token = randomToken(32);
  const sessionId = await sha256Hex(token);
  const expiresAt = new Date(now.getTime() + ARTIST_SESSION_HOURS * 3_600_000);
  await deps.db.batch([
    deps.db.insert(artistSessions).values({ id: sessionId, consentAt: now, expiresAt, createdAt: now }),
    deps.db
      .insert(artistConsents)
      .values({ id: deps.random.id(), sessionId, termsVersion: LGPD_TERMS_VERSION, ipHash: hashIp(deps, req.ip), consentedAt: now }),
  ]);
  return { token, expiresAt, trustedDevice: signTrustedDevice(deps.config.SESSION_SECRET, ARTIST_DEVICE_SUBJECT, now) };
}
