import { trpcServer } from '@hono/trpc-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './adapters/deps';
import { analyticsRoutes } from './http/analytics';
import { firstBatchRoutes } from './http/first-batch';
import { healthRoutes } from './http/health';
import { ConfigError } from './env';
import { memberMediaRoutes } from './http/member-media';
import { mediaUploadRoutes } from './http/media-uploads';
import { allowedOriginsFor, originGuard, returnOrigin } from './http/origin-guard';
import { pollTallyRoutes } from './http/poll-tally';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { stripeWebhookRoutes } from './http/stripe-webhook';
import type { AppEnv } from './http/types';
import { rateLimitSubject } from './lib/client-network';
import { errorFields } from './lib/error-fields';
import { appRouter } from './routers';
import type { Context } from './trpc/context';

export interface AppOptions {
  /** How the entry finds the client IP (socket on Node, CF-Connecting-IP on Workers). */
  clientIp: (req: Request, env: unknown) => string;
  /** Runtime-specific plain routes: the local realtime socket, the payment simulator, static files. */
  mount?: (app: Hono<AppEnv>) => void;
  /**
   * The address the site was started on (Node's listen address, Vite's under `npm run dev`),
   * read when APP_URL is not set. Called per request: the Node entry knows its port only after listening.
   */
  startedOn?: () => string | undefined;
}

export const MAX_BODY_BYTES = 256 * 1024;

/** The whole server: one Hono app that takes its outside world as arguments. */
export function createApp(deps: AppDeps, options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { APP_URL, APP_ENV } = deps.config;
  // Behind a proxy or on a domain, the listen address is not what browsers use: production must say it.
  if (APP_ENV === 'production' && !APP_URL) throw new ConfigError('Invalid configuration:\n  APP_URL: required in production (the public origin, e.g. https://mcmito.com.br)');
  const allowedOrigins = allowedOriginsFor(APP_URL, options.startedOn);

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    // Only rate limits read it, so it is the unit they count: an IPv4 address or an IPv6 /64.
    c.set('ip', rateLimitSubject(options.clientIp(c.req.raw, c.env)));
    await next();
  });
  app.use('*', requestLog);
  app.use('*', securityHeaders);
  app.use('*', originGuard(allowedOrigins));
  app.use('/trpc/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: { message: 'Requisição grande demais.' } }, 413) }));

  app.route('/', healthRoutes);
  app.route('/', analyticsRoutes);
  app.route('/', firstBatchRoutes);
  app.route('/', stripeWebhookRoutes);
  app.route('/', pollTallyRoutes);
  app.route('/', memberMediaRoutes);
  app.route('/', mediaUploadRoutes);

  app.use(
    '/trpc/*',
    trpcServer({
      router: appRouter,
      endpoint: '/trpc',
      createContext: (opts, c): Context & Record<string, unknown> => ({
        deps,
        req: {
          ip: c.get('ip'),
          requestId: c.get('requestId'),
          headers: opts.req.headers,
          origin: returnOrigin(allowedOrigins(), opts.req.headers.get('origin')),
        },
        resHeaders: opts.resHeaders,
        scope: c,
      }),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') deps.logger.error('trpc error', { path, ...errorFields(error.cause ?? error) });
      },
    }),
  );

  options.mount?.(app);

  app.notFound((c) => c.json({ error: { message: 'Não encontrado' } }, 404));
  app.onError((err, c) => {
    deps.logger.error('unhandled', { requestId: c.get('requestId'), ...errorFields(err) });
    return c.json({ error: { message: 'Algo deu errado. Tente novamente em alguns minutos.' } }, 500);
  });
  return app;
}
