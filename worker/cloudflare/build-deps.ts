import { deferOutsideRequest, workersBackground } from '../adapters/background/workers';
import { botCheckFor } from '../adapters/bot-check/from-config';
import { systemClock } from '../adapters/clock/port';
import { webDatabase } from '../adapters/db/web';
import { buildKeys, type AppDeps } from '../adapters/deps';
import { workersResponseCache } from '../adapters/http-cache/workers';
import { memoryCache, memoryRateLimiter } from '../adapters/limits/memory';
import type { RateLimiter } from '../adapters/limits/port';
import { upstashStores } from '../adapters/limits/upstash';
import { memoryMailer } from '../adapters/mail/memory';
import type { Mailer } from '../adapters/mail/port';
import { resendMailer } from '../adapters/mail/resend';
import { workersMediaCache } from '../adapters/media-cache/workers';
import { r2MediaStore } from '../adapters/media/r2';
import { localPaymentSimulator, type LocalPaymentSimulator } from '../adapters/payments/local-simulator';
import { stripePayments } from '../adapters/payments/stripe-checkout';
import { unconfiguredPayments } from '../adapters/payments/unconfigured';
import { offlinePostalLookup } from '../adapters/postal-code/offline-table';
import { viaCepLookup } from '../adapters/postal-code/viacep';
import { pushSenderFor } from '../adapters/push/web-push';
import { cryptoRandom } from '../adapters/random/port';
import { ablyRealtime } from '../adapters/realtime/ably';
import { disabledRealtime } from '../adapters/realtime/disabled';
import { perRequestVoteWriter } from '../adapters/vote-writer/per-request';
import { perIsolateVoterIndexer } from '../adapters/voter-indexer/per-isolate';
import { indexAllPendingVotes, VOTE_STORED_INDEX_BATCHES } from '../services/artist/index-pending-votes';
import * as PATHS from '../contracts/paths';
import { ConfigError, parseConfig } from '../env';
import type { WorkerBindings } from './bindings';
import type { Logger } from '../lib/logger';

export interface WorkerDeps {
  deps: AppDeps;
  /** One line per optional service that is missing and what the site does instead. */
  degraded: string[];
  /** Outside production without Stripe keys: the local payment simulator the entry mounts. */
  simulator?: LocalPaymentSimulator;
}

/**
 * The production ports, built from the Worker's bindings. Turso, R2 and the
 * secrets are required (a ConfigError names what is wrong); Ably, Stripe and
 * Upstash are optional so a first deploy, a preview or `wrangler dev` runs
 * without accounts, with a degraded but honest stand-in for each (outside
 * production, the local payment simulator; in production, never).
 */
export async function buildWorkerDeps(env: WorkerBindings, logger: Logger): Promise<WorkerDeps> {
  const config = parseConfig(env);
  if (!config.TURSO_DATABASE_URL)
    throw new ConfigError('Invalid configuration:\n  TURSO_DATABASE_URL: required on Workers (wrangler secret put TURSO_DATABASE_URL)');
  if (!env.MEDIA) throw new ConfigError('Invalid configuration:\n  MEDIA: R2 bucket binding missing (see [[r2_buckets]] in wrangler.toml)');

  const clock = systemClock;
  const degraded: string[] = [];

  let rateLimiter: RateLimiter = memoryRateLimiter(clock);
  let cache = memoryCache(clock);
  if (config.UPSTASH_REDIS_REST_URL && config.UPSTASH_REDIS_REST_TOKEN) {
    ({ rateLimiter, cache } = upstashStores({ url: config.UPSTASH_REDIS_REST_URL, token: config.UPSTASH_REDIS_REST_TOKEN, clock, logger }));
  } else {
    degraded.push('UPSTASH_REDIS_REST_URL/UPSTASH_REDIS_REST_TOKEN not set: rate limits and cache are per isolate, in memory');
  }

  let realtime = disabledRealtime();
  if (config.ABLY_API_KEY) realtime = ablyRealtime(config.ABLY_API_KEY);
  else degraded.push('ABLY_API_KEY not set: realtime is off (nothing is pushed; grants answer REALTIME_UNAVAILABLE)');

  let payments = unconfiguredPayments();
  let simulator: LocalPaymentSimulator | undefined;
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    payments = stripePayments({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET });
  } else if (config.APP_ENV !== 'production') {
    // The embedded default's simulator, so `wrangler dev` completes a purchase. Its sessions live in
    // this isolate; without a configured secret it signs with one that never leaves the isolate.
    const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? `whsec_isolate_${cryptoRandom.id()}`;
    simulator = localPaymentSimulator({ webhookSecret, clock, random: cryptoRandom });
    payments = simulator.payments;
    degraded.push(
      `STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET not set (${config.APP_ENV}): payments go to the local payment simulator at ${PATHS.paymentSimulator}/…`,
    );
  } else {
    degraded.push('STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET not set: payment starts answer PAYMENT_FAILED and webhooks are refused');
  }
  const botCheck = botCheckFor(config);
  if (!botCheck.siteKey) degraded.push('TURNSTILE_SITE_KEY/TURNSTILE_SECRET_KEY not set: the human check passes everyone (local stand-in)');
  if (!config.APP_URL) degraded.push('APP_URL not set: no browser origin is allowed, so every mutation from a page is refused (403)');

  // Production config cannot lack the key (env.ts); elsewhere, without it, messages stay in this isolate (/dev/emails).
  let mail: Mailer;
  if (config.RESEND_API_KEY)
    mail = resendMailer({ apiKey: config.RESEND_API_KEY, from: config.MAIL_FROM, baseUrl: config.RESEND_BASE_URL });
  else {
    mail = memoryMailer({ clock, random: cryptoRandom });
    degraded.push('RESEND_API_KEY not set: e-mails stay in this isolate, listed at /dev/emails');
  }

  const push = pushSenderFor(config, clock);
  if (!push.publicKey) degraded.push('VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY not set: nothing is pushed to closed phones');

  const db = webDatabase(config.TURSO_DATABASE_URL, config.TURSO_AUTH_TOKEN);
  const deps: AppDeps = {
    config,
    db,
    // A request may only wait on its own I/O here, so no vote waits for another request's commit.
    voteWriter: perRequestVoteWriter(db),
    // After a stored vote, in that request's waitUntil; the minute cron is the safety net (entry.workers.ts).
    voterIndexer: perIsolateVoterIndexer(() =>
      indexAllPendingVotes({ db, config, clock, logger }, { maxBatches: VOTE_STORED_INDEX_BATCHES }),
    ),
    media: r2MediaStore(env.MEDIA),
    mediaCache: workersMediaCache(),
    realtime,
    rateLimiter,
    cache,
    responseCache: workersResponseCache(),
    background: workersBackground(logger),
    // Bound per request in app.ts (and per cron run in the entry), to that request's waitUntil.
    defer: deferOutsideRequest,
    // Turso keeps its own history; what it means for erasure is in docs/decisions/0012.
    afterErasure: async () => undefined,
    payments,
    push,
    mail,
    postal: config.POSTAL_LOOKUP === 'offline' ? offlinePostalLookup() : viaCepLookup({ baseUrl: config.VIACEP_BASE_URL, cache }),
    botCheck,
    clock,
    random: cryptoRandom,
    keys: await buildKeys(config),
    logger,
  };
  return { deps, degraded, simulator };
}
