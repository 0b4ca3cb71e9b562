import { Hono } from 'hono';
import { bindRequest } from './adapters/deps';
import { createApp } from './app';
import { buildWorkerDeps } from './cloudflare/build-deps';
import { staticFallbackRoutes } from './cloudflare/static-fallback';
import { workersLandingPage } from './cloudflare/landing-page';
import { workersSharePages } from './cloudflare/share-pages';
import type { WorkerBindings } from './cloudflare/bindings';
import { ConfigError } from './env';
import { errorResponse } from './http/answer-error';
import type { AppEnv } from './http/types';
import { AppError } from './lib/app-error';
import { consoleLogger } from './lib/logger';
import { CRON_INDEX_BATCHES, indexAllPendingVotes } from './services/artist/index-pending-votes';
import { announceDueLives } from './services/lives/announce-lives';
import { scheduledHousekeeping } from './services/retention/scheduled-housekeeping';
import { backfillSearchTerms } from './services/search/backfill-search-terms';

/** wrangler.toml's every-minute trigger: lives that have just started. */
const LIVES_CRON = '* * * * *';

/**
 * Ports are built once per isolate: the Worker runtime hands every request of an
 * isolate the same `env` object, so it keys the cache (a new deploy or secret
 * change brings a new isolate and a new env).
 */
const apps = new WeakMap<object, Promise<Hono<AppEnv>>>();
const built = new WeakMap<object, ReturnType<typeof buildWorkerDeps>>();
let noticeLogged = false;

/** The isolate's ports, shared by fetch and the cron trigger. */
function depsFor(env: WorkerBindings): ReturnType<typeof buildWorkerDeps> {
  let deps = built.get(env);
  if (!deps) {
    deps = buildWorkerDeps(env, consoleLogger);
    built.set(env, deps);
    deps.catch((e: unknown) => {
      if (!(e instanceof ConfigError)) built.delete(env);
    });
  }
  return deps;
}

function appFor(env: WorkerBindings): Promise<Hono<AppEnv>> {
  let app = apps.get(env);
  if (!app) {
    app = depsFor(env).then(({ deps, degraded, simulator }) => {
      if (degraded.length > 0 && !noticeLogged) {
        noticeLogged = true;
        consoleLogger.warn('worker started with degraded services', { degraded });
      }
      return createApp(deps, {
        clientIp: (req) => req.headers.get('CF-Connecting-IP') ?? 'unknown',
        mounts: {
          // buildWorkerDeps makes a simulator only outside production. Realtime is Ably: no socket of ours.
          paymentSimulator: simulator,
          // Only what no route answered, and only on paths the asset layer has no file for.
          // `/` itself (run_worker_first): the prerendered landing with the last tally written in; the
          // shareable pages (run_worker_first too): the shell with their own link previews.
          staticWeb: env.ASSETS
            ? new Hono<AppEnv>()
                .route('/', workersLandingPage(env.ASSETS))
                .route('/', workersSharePages(env.ASSETS))
                .route('/', staticFallbackRoutes(env.ASSETS, consoleLogger))
            : undefined,
        },
      });
    });
    apps.set(env, app);
    // A bad configuration stays bad for this env; anything else may be transient, so retry next time.
    app.catch((e: unknown) => {
      if (!(e instanceof ConfigError)) apps.delete(env);
    });
  }
  return app;
}

export default {
  async fetch(request, env, ctx) {
    let app: Hono<AppEnv>;
    try {
      app = await appFor(env);
    } catch (e) {
      // Logged on every failing request so `wrangler tail` shows the cause whenever it is opened.
      // ConfigError messages name the variable and the rule, never the value.
      if (e instanceof ConfigError) consoleLogger.error('configuration error', { detail: e.message });
      else consoleLogger.error('worker start-up failed', { name: e instanceof Error ? e.name : 'unknown' });
      // No app, so no answerError: its answer without the request.
      return errorResponse(new AppError('INTERNAL'), { 'X-Content-Type-Options': 'nosniff' });
    }
    return app.fetch(request, env, ctx);
  },

  /**
   * The cron triggers (wrangler.toml [triggers]): every minute, the lives that have just started
   * (services/lives/announce-lives.ts) and the voter index's safety net; hourly, the raffle's redraws and purge, then the data
   * retention (services/retention/scheduled-housekeeping.ts).
   */
  async scheduled(controller, env, ctx) {
    if (controller.cron === LIVES_CRON) {
      const lives = depsFor(env)
        .then(({ deps }) => announceDueLives(bindRequest(deps, { executionCtx: ctx }, 'scheduled: lives')))
        .then((r) => consoleLogger.info('lives', { announced: r.announced.length }))
        .catch((e: unknown) => consoleLogger.error('lives announcement failed', { name: e instanceof Error ? e.name : 'unknown' }));
      // The search index's backfill, a chunk a minute until the posts and members from before it are indexed (then two probes a run).
      const search = depsFor(env)
        .then(({ deps }) => backfillSearchTerms(deps))
        .then((r) => consoleLogger.info('search backfill', { posts: r.posts, members: r.members, done: r.done }))
        .catch((e: unknown) => consoleLogger.error('search backfill failed', { name: e instanceof Error ? e.name : 'unknown' }));
      // The panel's voter index: votes a stored vote's own run did not reach (an isolate evicted mid-run).
      const voters = depsFor(env)
        .then(({ deps }) => indexAllPendingVotes(deps, { maxBatches: CRON_INDEX_BATCHES }))
        .then((r) => consoleLogger.info('voter index', { indexed: r.indexed, done: r.done }))
        .catch((e: unknown) => consoleLogger.error('voter index failed', { name: e instanceof Error ? e.name : 'unknown' }));
      ctx.waitUntil(Promise.all([lives, search, voters]));
      await Promise.all([lives, search, voters]);
      return;
    }
    const run = depsFor(env)
      .then(({ deps }) => scheduledHousekeeping(bindRequest(deps, { executionCtx: ctx }, 'scheduled: housekeeping')))
      .then((r) => consoleLogger.info('housekeeping', { raffle: r.raffle, retention: r.retention.counts, retentionDone: r.retention.done }))
      .catch((e: unknown) => consoleLogger.error('housekeeping failed', { name: e instanceof Error ? e.name : 'unknown' }));
    ctx.waitUntil(run);
    await run;
  },
} satisfies ExportedHandler<WorkerBindings>;
