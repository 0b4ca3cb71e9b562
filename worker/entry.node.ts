import { getConnInfo } from '@hono/node-server/conninfo';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { createApp, MAX_BODY_BYTES } from './app';
import { ConfigError, parseConfig, parseNodeSettings, type AppConfig, type NodeSettings } from './env';
import { allowedOriginsFor } from './http/origin-guard';
import type { AppEnv } from './http/types';
import type { Logger } from './lib/logger';
import { createHonoNodeServer } from './node/hono-node-server';
import { buildNodeDeps } from './node/build-deps';
import { hubSessionUserId } from './node/hub-session';
import { loadOrCreateDevSecrets } from './node/dev-secrets';
import { realtimeSocketRoutes } from './node/realtime-socket';
import { staticWebRoutes } from './node/static-web';
import { nodeLandingPage } from './node/landing-page';
import { nodeSharePages } from './node/share-pages';
import { announceDueLives } from './services/lives/announce-lives';
import { scheduledHousekeeping } from './services/retention/scheduled-housekeeping';
import { backfillAll, backfillSearchTerms } from './services/search/backfill-search-terms';

/** The Node stand-in for the Workers cron trigger (wrangler.toml [triggers]). */
const HOUSEKEEPING_EVERY_MS = 60 * 60_000;
/** The Node stand-in for the every-minute trigger: lives that have just started. */
const LIVES_EVERY_MS = 60_000;

export interface StartOptions {
  env?: Record<string, string | undefined>;
  logger?: Logger;
}

/** Reads configuration, filling development secrets from DATA_DIR when not in production. */
export async function loadNodeConfig(
  env: Record<string, string | undefined>,
): Promise<{ config: AppConfig; settings: NodeSettings; artistPasswordDev?: string }> {
  const settings = parseNodeSettings(env);
  const appEnv = env.APP_ENV ?? 'development';
  if (appEnv === 'production') return { config: parseConfig(env), settings };
  const dev = await loadOrCreateDevSecrets(settings.DATA_DIR);
  const merged: Record<string, string | undefined> = { ...dev, ...env };
  for (const k of Object.keys(dev) as Array<keyof typeof dev>) if (!env[k]) merged[k] = dev[k];
  return { config: parseConfig(merged), settings, artistPasswordDev: env.ARTIST_PASSWORD_HASH ? undefined : dev.ARTIST_PASSWORD_DEV };
}

/** The built site: `/` with the last tally written in, the shareable pages with their previews, then every other file and page as built. */
const builtSite = (distDir: string) =>
  new Hono<AppEnv>().route('/', nodeLandingPage(distDir)).route('/', nodeSharePages(distDir)).route('/', staticWebRoutes(distDir));

/** Starts the embedded default: one Node process with every port implemented locally. */
export async function startNodeServer(options: StartOptions = {}) {
  const env = options.env ?? process.env;
  const { config, settings, artistPasswordDev } = await loadNodeConfig(env);
  const built = await buildNodeDeps({
    config,
    dataDir: settings.DATA_DIR,
    seedDemo: settings.SEED_DEMO === 'true' && config.APP_ENV !== 'production',
    logger: options.logger,
  });
  // Known once listening (PORT=0 picks a free port); the app reads it per request.
  const listening: { url?: string } = {};
  const app = createApp(built.deps, {
    startedOn: () => listening.url,
    clientIp: (req, nodeEnv) => {
      try {
        return getConnInfo({ env: nodeEnv, req: { raw: req } } as never).remote.address ?? 'unknown';
      } catch {
        return 'unknown';
      }
    },
    mounts: {
      // Never built in production (buildNodeDeps); its pages refuse it there too.
      paymentSimulator: built.simulator,
      // The hub takes the upgrades from the server (hub.attach below); the route answers the rest.
      realtimeSocket: realtimeSocketRoutes,
      staticWeb:
        settings.SERVE_WEB === 'dist'
          ? builtSite(settings.WEB_DIST_DIR ?? fileURLToPath(new URL('../web/dist', import.meta.url)))
          : undefined,
    },
  });

  // Posts and members from before the search index: the first chunk before the first request (the
  // demo seed is found at once), a large database's rest in the background (minutes per 100k posts).
  const first = await backfillSearchTerms(built.deps);
  if (!first.done)
    void backfillAll(built.deps).catch((e: unknown) =>
      built.deps.logger.error('search backfill failed', { name: e instanceof Error ? e.name : 'unknown' }),
    );
  const server = createHonoNodeServer((req, env) => app.fetch(req, env), { maxBodyBytes: MAX_BODY_BYTES, hostname: settings.HOST });
  await new Promise<void>((resolve) => server.listen(settings.PORT, settings.HOST, resolve));
  const allowedOrigins = allowedOriginsFor(config.APP_URL, () => listening.url);
  built.hub.attach(server, { allowedOrigins, sessionUserId: hubSessionUserId(built.deps, () => allowedOrigins()[0]) });
  const port = (server.address() as AddressInfo).port;
  // Bound to every interface, the machine's own name is what a developer opens; other addresses need APP_URL.
  const browserHost =
    settings.HOST === '0.0.0.0' || settings.HOST === '::'
      ? 'localhost'
      : settings.HOST.includes(':')
        ? `[${settings.HOST}]`
        : settings.HOST;
  listening.url = `http://${browserHost}:${port}`;
  const housekeeping = () =>
    void scheduledHousekeeping(built.deps).catch((e: unknown) =>
      built.deps.logger.error('housekeeping failed', { name: e instanceof Error ? e.name : 'unknown' }),
    );
  const timer = setInterval(housekeeping, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  const announceLives = () =>
    void announceDueLives(built.deps).catch((e: unknown) =>
      built.deps.logger.error('lives announcement failed', { name: e instanceof Error ? e.name : 'unknown' }),
    );
  const livesTimer = setInterval(announceLives, LIVES_EVERY_MS);
  livesTimer.unref();
  return {
    url: listening.url,
    port,
    deps: built.deps,
    simulator: built.simulator,
    artistPasswordDev,
    stop: async () => {
      clearInterval(timer);
      clearInterval(livesTimer);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await built.close();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const s = await startNodeServer();
    // Under `npm run dev` this process is the internal API; Vite prints the address people open.
    if (process.env.SERVE_WEB !== 'none') console.log(`\n  Site no ar: ${s.url}\n`);
    if (s.artistPasswordDev) console.log(`  Senha do painel do artista (desenvolvimento): ${s.artistPasswordDev}\n`);
    // Once, however many signals arrive (the supervisor forwards the one its process group got too): the
    // database closes cleanly, with its WAL checkpointed (build-deps.ts), before the process exits.
    let stopping: Promise<void> | undefined;
    const shutdown = () => void (stopping ??= s.stop().then(() => process.exit(0)));
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      // EX_CONFIG: the supervisor (scripts/supervise.ts) does not start a misconfigured server again.
      process.exit(78);
    }
    throw e;
  }
}
