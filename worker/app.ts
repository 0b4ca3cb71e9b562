import { trpcServer } from '@hono/trpc-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bindRequest, type AppDeps } from './adapters/deps';
import type { LocalPaymentSimulator } from './adapters/payments/local-simulator';
import * as PATHS from './contracts/paths';
import { ConfigError } from './env';
import { analyticsRoutes } from './http/analytics';
import { answerError } from './http/answer-error';
import { batchCap } from './http/batch-cap';
import { devEmailsRoutes } from './http/dev-emails';
import { firstBatchRoutes } from './http/first-batch';
import { livenessRoutes, readinessRoutes } from './http/health';
import { mediaUploadRoutes } from './http/media-uploads';
import { avatarRoutes, mediaRoutes } from './http/member-media';
import { allowedOriginsFor, originGuard, returnOrigin } from './http/origin-guard';
import { paymentSimulatorRoutes } from './http/payment-simulator';
import { pollTallyRoutes } from './http/poll-tally';
import { privateAnswers, readMethodGuard } from './http/read-method-guard';
import { publicConfigRoutes } from './http/public-config';
import { raffleCouponsRoutes, raffleSummaryRoutes } from './http/raffle-public';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { stripeWebhookRoutes } from './http/stripe-webhook';
import type { AppEnv } from './http/types';
import { AppError } from './lib/app-error';
import { rateLimitSubject } from './lib/client-network';
import { errorFields } from './lib/error-fields';
import { appRouter } from './routers';
import type { Context } from './trpc/context';
import { loggedByProcedure } from './trpc/init';

/** What only some runtimes serve, by name; the entry that has one passes it and app.ts mounts it at its path. */
export interface RuntimeMounts {
  /** Outside production without Stripe keys (both entries): the local payment simulator's pages. */
  paymentSimulator?: LocalPaymentSimulator;
  /** The embedded default's realtime hub socket (worker/node/realtime-socket.ts); Workers use Ably. */
  realtimeSocket?: Hono<AppEnv>;
  /** The built web under every other route: web/dist on Node (node/static-web.ts), the assets' fallback on Workers (cloudflare/static-fallback.ts). */
  staticWeb?: Hono<AppEnv>;
}

export interface AppOptions {
  /** How the entry finds the client IP (socket on Node, CF-Connecting-IP on Workers). */
  clientIp: (req: Request, env: unknown) => string;
  mounts?: RuntimeMounts;
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
  if (APP_ENV === 'production' && !APP_URL)
    throw new ConfigError('Invalid configuration:\n  APP_URL: required in production (the public origin, e.g. https://mcmito.com.br)');
  const allowedOrigins = allowedOriginsFor(APP_URL, options.startedOn);

  app.use('*', async (c, next) => {
    // `defer` bound to this request (its waitUntil on Workers): routes and procedures hand it to services.
    // The path names the procedure(s) (`/trpc/messages.send`) and never carries input.
    c.set('deps', bindRequest(deps, c, c.req.path));
    // Only rate limits read it, so it is the unit they count: an IPv4 address or an IPv6 /64.
    c.set('ip', rateLimitSubject(options.clientIp(c.req.raw, c.env)));
    await next();
  });
  app.use('*', requestLog);
  app.use('*', securityHeaders);
  app.use('*', originGuard(allowedOrigins, [PATHS.paymentWebhook]));
  app.use(`${PATHS.trpc}/*`, batchCap(PATHS.trpc));
  app.use(`${PATHS.trpc}/*`, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => answerError(c, new AppError('BODY_TOO_LARGE')) }));

  app.route(PATHS.health, livenessRoutes);
  app.route(PATHS.healthReady, readinessRoutes);
  app.route(PATHS.analytics, analyticsRoutes);
  app.route(PATHS.pollTally, pollTallyRoutes);
  app.route(PATHS.raffle, raffleSummaryRoutes);
  app.route(PATHS.raffleCoupons, raffleCouponsRoutes);
  app.route(PATHS.firstBatch, firstBatchRoutes);
  app.route(PATHS.publicConfig, publicConfigRoutes);
  app.route(PATHS.paymentWebhook, stripeWebhookRoutes);
  app.route(PATHS.avatar, avatarRoutes);
  app.route(PATHS.media, mediaRoutes);
  app.route(PATHS.uploads, mediaUploadRoutes);

  app.use(`${PATHS.trpc}/*`, privateAnswers);
  app.use(`${PATHS.trpc}/*`, readMethodGuard(appRouter._def.procedures as never));
  app.use(
    `${PATHS.trpc}/*`,
    trpcServer({
      router: appRouter,
      endpoint: PATHS.trpc,
      // Queries in POST_READS travel as POST; readMethodGuard keeps GET for queries only.
      allowMethodOverride: true,
      createContext: (opts, c): Context & Record<string, unknown> => ({
        deps: c.get('deps'),
        req: {
          ip: c.get('ip'),
          requestId: c.get('requestId'),
          headers: opts.req.headers,
          origin: returnOrigin(allowedOrigins(), opts.req.headers.get('origin')),
        },
        resHeaders: opts.resHeaders,
      }),
      onError: ({ error, path }) => {
        // A procedure's failure was logged by its own pipe (trpc/init.ts); only what failed before one is logged here.
        if (error.code === 'INTERNAL_SERVER_ERROR' && !loggedByProcedure(error))
          deps.logger.error('trpc error', { path, ...errorFields(error.cause ?? error) });
      },
    }),
  );

  const { paymentSimulator, realtimeSocket, staticWeb } = options.mounts ?? {};
  if (paymentSimulator) {
    const pages = paymentSimulatorRoutes(paymentSimulator, app);
    app.route(PATHS.paymentSimulator, pages.checkout);
    app.route(PATHS.subscriptionSimulator, pages.subscription);
    app.route(PATHS.portalSimulator, pages.portal);
  }
  if (realtimeSocket) app.route(PATHS.realtimeSocket, realtimeSocket);
  // The outbox lists addresses and live reset links: it exists only where no real person's mail goes.
  if (APP_ENV !== 'production') app.route(PATHS.devEmails, devEmailsRoutes);
  if (staticWeb) app.route('/', staticWeb);

  // Every failure of a plain route, thrown or not found, leaves through the one answerError.
  app.notFound((c) => answerError(c, new AppError('NOT_FOUND')));
  app.onError((err, c) => answerError(c, err));
  return app;
}
