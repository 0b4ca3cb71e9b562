import { createHmac } from 'node:crypto';
import { artistConsents, artistSessions } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { LGPD_TERMS_VERSION, type ArtistLoginInput } from '../../contracts/artist';
import { AppError } from '../../lib/app-error';
import { errorFields } from '../../lib/error-fields';
import { rateLimitSubject } from '../../lib/client-network';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { verifyPassword } from '../../lib/password';

/** How long a panel session lasts; the cookie and the stored row expire together. */
export const ARTIST_SESSION_HOURS = 8;
export const ARTIST_LOGIN_RULE = { max: 5, windowSeconds: 15 * 60 };

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'rateLimiter' | 'random' | 'logger'>;

/**
 * Counts every sign-in attempt per IP (IPv6 per /64) BEFORE the slow hash, so a
 * script can neither guess nor spend our CPU on scrypt past 5 tries in 15
 * minutes. A success counts too: the artist signs in a few times a day.
 *
 * Fails closed: if the limiter's store cannot answer, nobody signs in; the catch
 * turns the port's refusal into the panel's own message.
 */
async function limitLoginAttempts(deps: Deps, ip: string) {
  let allowed: boolean;
  try {
    allowed = (await deps.rateLimiter.limit(`artist-login:${rateLimitSubject(ip)}`, ARTIST_LOGIN_RULE, { onStoreDown: 'closed' })).allowed;
  } catch (e) {
    deps.logger.error('artist login limiter down', errorFields(e));
    throw new AppError('ARTIST_LOGIN_UNAVAILABLE');
  }
  if (!allowed) throw new AppError('ARTIST_LOGIN_LOCKED');
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
export async function authenticateArtist(deps: Deps, req: { login: ArtistLoginInput; ip: string }): Promise<{ token: string; expiresAt: Date }> {
  await limitLoginAttempts(deps, req.ip);
  if (!(await verifyPassword(req.login.password, deps.config.ARTIST_PASSWORD_HASH))) throw new AppError('ARTIST_WRONG_PASSWORD');

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
  return { token, expiresAt };
}
