import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/** Cloudflare Turnstile's widget: its script, and the frame it draws the challenge in. */
const BOT_CHECK_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * Inline scripts are never allowed; Tailwind's generated CSS is a file, but React sets style attributes.
 * Turnstile's origin is allowed (script and frame) only where the human check is configured.
 */
function cspFor({ botCheck }: { botCheck: boolean }): string {
  const turnstile = botCheck ? ` ${BOT_CHECK_ORIGIN}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${turnstile}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self' ws: wss: https://*.ably.io https://*.ably-realtime.com https://*.ably.net",
    botCheck ? `frame-src${turnstile}` : "frame-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self' https://checkout.stripe.com",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Without the human check (the embedded default, tests). */
const CSP = cspFor({ botCheck: false });
/**
 * With it. web/public/_headers carries this one: Workers Static Assets serves the pages without the
 * Worker, and every deployed environment has Turnstile (its keys are required in production).
 */
export const BOT_CHECK_CSP = cspFor({ botCheck: true });

/**
 * Stored media (photos, videos, audio): a file opened on its own shows itself and runs nothing,
 * in a sandbox with no origin, even if a browser were talked into reading it as a page.
 */
export const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const h = c.res.headers;
  // The media route sets the stricter MEDIA_CSP on the files it serves; every other answer gets the site's.
  if (h.get('Content-Security-Policy') !== MEDIA_CSP)
    h.set('Content-Security-Policy', c.get('deps').botCheck.siteKey ? BOT_CHECK_CSP : CSP);
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('X-Frame-Options', 'DENY');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  h.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  if (new URL(c.req.url).protocol === 'https:') h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
};
