import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

// Inline scripts are never allowed; Tailwind's generated CSS is a file, but React sets style attributes.
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' ws: wss: https://*.ably.io https://*.ably-realtime.com https://*.ably.net",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self' https://checkout.stripe.com",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/**
 * Stored media (photos, videos, audio): a file opened on its own shows itself and runs nothing,
 * in a sandbox with no origin, even if a browser were talked into reading it as a page.
 */
export const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const h = c.res.headers;
  // The media route sets the stricter MEDIA_CSP on the files it serves; every other answer gets the site's.
  if (h.get('Content-Security-Policy') !== MEDIA_CSP) h.set('Content-Security-Policy', CSP);
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('X-Frame-Options', 'DENY');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  h.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  if (new URL(c.req.url).protocol === 'https:') h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
};
