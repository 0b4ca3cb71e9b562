import type { MiddlewareHandler } from 'hono';
import { AppError } from '../lib/app-error';
import { answerError } from './answer-error';
import type { AppEnv } from './types';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser on this site sends: the public one and, when it is a
 * loopback address, its other loopback spellings on the same port (a developer
 * who opens http://localhost:3000 on a server bound to 127.0.0.1 is on the same
 * machine). A foreign host name is never added: that would let a DNS-rebinding
 * page on evil.example post to a local server.
 */
export function siteOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK.includes(url.hostname)) return [url.origin];
  const others = LOOPBACK.filter((h) => h !== url.hostname).map((h) => {
    const alias = new URL(url.origin);
    alias.hostname = h;
    return alias.origin;
  });
  return [url.origin, ...others];
}

/**
 * The site's origins: from APP_URL when set, else from the address the server started on (known
 * once listening). One reading for the mutation guard and the realtime socket's upgrade check.
 */
export function allowedOriginsFor(appUrl: string | undefined, startedOn?: () => string | undefined): () => readonly string[] {
  const configured = appUrl ? siteOrigins(appUrl) : undefined;
  let started: string[] | undefined;
  return () => {
    if (configured) return configured;
    const url = started ? undefined : startedOn?.();
    if (url) started = siteOrigins(url);
    return started ?? [];
  };
}

/**
 * Mutations must come from the site's own pages (CSRF, DNS rebinding). A browser sends Origin on
 * every POST, PUT and DELETE, same-site or not, and it must be one of the site's configured
 * origins; a browser that leaves Origin out still says `Sec-Fetch-Site: same-origin`. A mutation
 * with neither did not come from a page of this site and is refused. The request's own URL and
 * Host header are not trusted: an attacker's page controls both. Only the server-to-server paths
 * given (the signed payment webhook, whose signature is its proof) take no Origin.
 */
export function originGuard(allowedOrigins: () => readonly string[], serverToServer: readonly string[] = []): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin ? allowedOrigins().includes(origin) : c.req.header('sec-fetch-site') === 'same-origin') return next();
    if (!origin && serverToServer.includes(c.req.path)) return next();
    return answerError(c, new AppError('FORBIDDEN_ORIGIN'));
  };
}

/** The origin return URLs point at: the caller's, once the guard has accepted it, else the public one. */
export function returnOrigin(allowed: readonly string[], requestOrigin: string | null): string {
  if (requestOrigin && allowed.includes(requestOrigin)) return requestOrigin;
  return allowed[0] ?? '';
}
