import { createHmac } from 'node:crypto';
import { timingSafeEqual } from './crypto';

/** How long a browser that signed in stays known; signing in again renews it. */
export const TRUSTED_DEVICE_DAYS = 180;
const TRUSTED_DEVICE_MS = TRUSTED_DEVICE_DAYS * 86_400_000;

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`trusted-device:v1:${payload}`).digest('base64url');

/**
 * A trusted-device mark: which account signed in on this browser and when, signed with the
 * session secret so nobody can make one for an account they never signed into. It holds no
 * secret itself (the account id is not personal data) and opens nothing on its own: it only
 * lets its holder past the limit other people's guessing puts on that account.
 */
export function signTrustedDevice(secret: string, subject: string, now: Date): string {
  const payload = `${subject}.${Math.floor(now.getTime() / 1000)}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The account a mark names, or null when it is forged, altered or older than its lifetime. */
export function trustedDeviceSubject(secret: string, value: string | null, now: Date): string | null {
  if (!value) return null;
  const lastDot = value.lastIndexOf('.');
  const payload = value.slice(0, lastDot);
  const issuedDot = payload.lastIndexOf('.');
  if (lastDot <= 0 || issuedDot <= 0) return null;
  if (!timingSafeEqual(value.slice(lastDot + 1), mac(secret, payload))) return null;
  const issuedMs = Number(payload.slice(issuedDot + 1)) * 1000;
  if (!Number.isFinite(issuedMs) || issuedMs > now.getTime() + 60_000 || now.getTime() - issuedMs > TRUSTED_DEVICE_MS) return null;
  return payload.slice(0, issuedDot);
}
