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
import { signTrustedDevice, trustedDeviceSubject } from '../../lib/trusted-device';
import { waitText } from '../../lib/wait-text';
import { recordRefusedLogin } from './refused-logins';

/** How long a panel session lasts; the cookie and the stored row expire together. */
export const ARTIST_SESSION_HOURS = 8;
/** Per address (IPv6 per /64), every attempt: the artist signs in a few times a day. */
export const ARTIST_LOGIN_RULE: RateRule = { max: 5, windowSeconds: 15 * 60 };
/**
 * All addresses together: one shared password must not take a guess per address rotated. A
 * browser the panel was opened from before (a trusted device) is not held by it, so a stranger's
 * guessing cannot shut the artist out of the panel.
 */
export const ARTIST_LOGIN_GLOBAL_RULE: RateRule = { max: 20, windowSeconds: 60 * 60 };
/** What a panel trusted-device mark names: there is one panel, not one account per person. */
const ARTIST_DEVICE_SUBJECT = 'painel';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'rateLimiter' | 'random' | 'logger'>;

/**
 * Counts every sign-in attempt BEFORE the slow hash, per address and (unless the browser is a
 * trusted device) across all addresses, so a script can neither guess nor spend our CPU on
 * scrypt past the budget. A success counts too.
 *
 * Fails closed: if the limiter's store cannot answer, nobody signs in; the catch
 * turns the port's refusal into the panel's own message.
 */
async function limitLoginAttempts(deps: Deps, ip: string, trustedDevice: boolean) {
  const ask = async (key: string, rule: RateRule) => {
    let decision: RateDecision;
    try {
      decision = await deps.rateLimiter.limit(key, rule, { onStoreDown: 'closed' });
    } catch (e) {
      deps.logger.error('artist login limiter down', errorFields(e));
      throw new AppError('ARTIST_LOGIN_UNAVAILABLE');
    }
    const retryAfterSeconds = decision.retryAfterSeconds;
    if (!decision.allowed)
      throw new AppError('ARTIST_LOGIN_LOCKED', `Muitas tentativas de login. Aguarde ${waitText(retryAfterSeconds)} e tente novamente.`, {
        retryAfterSeconds,
      });
  };
  await ask(`artist-login:${rateLimitSubject(ip)}`, ARTIST_LOGIN_RULE);
  if (!trustedDevice) await ask('artist-login:all', ARTIST_LOGIN_GLOBAL_RULE);
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
  const trusted = trustedDeviceSubject(deps.config.SESSION_SECRET, req.trustedDevice, deps.clock.now()) === ARTIST_DEVICE_SUBJECT;
  await limitLoginAttempts(deps, req.ip, trusted);
  if (!(await verifyPassword(req.login.password, deps.config.ARTIST_PASSWORD_HASH))) {
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
