import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mutations from another site's page are refused (CSRF): a browser always sends
 * Origin on cross-site POSTs. Server-to-server calls (the payment webhook) send none.
 */
export function originGuard(allowedOrigins: () => string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (!origin) return next();
    const own = new URL(c.req.url).origin;
    if (origin === own || allowedOrigins().includes(origin)) return next();
    return c.json({ error: { message: 'Origem não permitida.', code: 'FORBIDDEN_ORIGIN' } }, 403);
  };
}
