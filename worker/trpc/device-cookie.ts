import { memberCookieName, readCookie, serializeCookie } from '../lib/cookies';
import { TRUSTED_DEVICE_DAYS } from '../lib/trusted-device';
import type { Context } from './context';

type DeviceCookie = 'mito_device' | 'mito_artist_device';

/*
 * A trusted-device mark travels like the session: httpOnly, SameSite=Lax, and on https Secure
 * with the `__Host-` prefix. It is long-lived and survives Sair, since it vouches for the
 * browser, not for a session.
 */

export function readTrustedDevice(ctx: Context, name: DeviceCookie): string | null {
  return readCookie(ctx.req.headers, memberCookieName(ctx.req.origin, name));
}

export function setTrustedDevice(ctx: Context, name: DeviceCookie, value: string) {
  ctx.resHeaders.append(
    'set-cookie',
    serializeCookie(memberCookieName(ctx.req.origin, name), value, {
      maxAgeSeconds: TRUSTED_DEVICE_DAYS * 86_400,
      secure: ctx.req.origin.startsWith('https:'),
    }),
  );
}
