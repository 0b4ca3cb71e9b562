export const MEMBER_COOKIE = 'mito_session';
export const ARTIST_COOKIE = 'mito_artist';
/** The trusted-device marks (lib/trusted-device.ts): one for the member sign-in, one for the panel. */
export const MEMBER_DEVICE_COOKIE = 'mito_device';
export const ARTIST_DEVICE_COOKIE = 'mito_artist_device';

export function readCookie(headers: Headers, name: string): string | null {
  const raw = headers.get('cookie');
  if (!raw) return null;
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  path?: string;
}

/** httpOnly, SameSite=Lax; `Secure` whenever the site is served over https. */
export function serializeCookie(name: string, value: string, o: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${o.path ?? '/'}`, `Max-Age=${o.maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (o.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The member cookie's name for a site origin: on https the `__Host-` prefix, which browsers
 * accept only with Secure, Path=/ and no Domain, so no sub-domain can plant or shadow it.
 * On plain http (local development) the prefix is impossible, so the bare name is used.
 * Each scheme reads only its own name.
 */
export function memberCookieName(origin: string, name: string = MEMBER_COOKIE): string {
  return origin.startsWith('https:') ? `__Host-${name}` : name;
}
