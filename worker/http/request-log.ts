import type { MiddlewareHandler } from 'hono';
import * as PATHS from '../contracts/paths';
import type { AppEnv } from './types';

/** Request id on every response and one log line per request: method, route, status, time. No bodies, no query strings. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const requestId = incoming && /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  c.set('requestId', requestId);
  const started = performance.now();
  await next();
  c.res.headers.set('X-Request-Id', requestId);
  const path = new URL(c.req.url).pathname;
  if (path === PATHS.health || path === PATHS.healthReady || path.startsWith('/assets/')) return;
  c.get('deps').logger.info('request', {
    requestId,
    method: c.req.method,
    // Order codes and voter tokens can sit in paths; log only the route's first segments.
    path: path.split('/').slice(0, 3).join('/'),
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  });
};
