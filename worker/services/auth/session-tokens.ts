import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Random } from '../../adapters/random/port';

/*
 * Session policy (Lucia's session guide): the browser holds a random token, the
 * database holds only its SHA-256, so a leaked table cannot be replayed as cookies.
 */

const DAY = 86_400_000;
/** A session not used for this long ends (the sliding expiry). */
export const SESSION_IDLE_MS = 30 * DAY;
/** Renew the sliding expiry only when less than this is left: one write per ~15 days, not per request. */
export const SESSION_RENEW_BELOW_MS = 15 * DAY;
/** However active, a session ends this long after sign-in (the absolute lifetime). */
export const SESSION_ABSOLUTE_MS = 90 * DAY;

/** 160 random bits, base32: what Lucia's guide uses. */
export function generateSessionToken(random: Pick<Random, 'bytes'>): string {
  return encodeBase32LowerCaseNoPadding(random.bytes(20));
}

const encoder = new TextEncoder();

export function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(encoder.encode(token)));
}

/** Tokens this server could have issued (base32 session tokens and the older base64url ones). */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
