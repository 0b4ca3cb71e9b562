import { join } from 'node:path';
import { migrateDatabase } from '../../db/migrate';
import { seedCatalogue } from '../../db/seed/seed-catalogue';
import { seedDemo } from '../../db/seed/seed-demo';
import { localBackground } from '../adapters/background/local';
import { systemClock, type Clock } from '../adapters/clock/port';
import { nodeDatabase, secureDeleteOnEveryConnection } from '../adapters/db/node';
import type { Db } from '../adapters/db/port';
import { databaseFiles } from '../adapters/db/write-gate';
import { buildKeys, type AppDeps } from '../adapters/deps';
import { memoryResponseCache } from '../adapters/http-cache/memory';
import { durableFileRateLimiter } from '../adapters/limits/durable-file';
import { memoryCache } from '../adapters/limits/memory';
import { folderMailer } from '../adapters/mail/folder';
import { resendMailer } from '../adapters/mail/resend';
import { folderMediaStore } from '../adapters/media/folder';
import { noMediaCache } from '../adapters/media-cache/port';
import { localPaymentSimulator, type LocalPaymentSimulator } from '../adapters/payments/local-simulator';
import type { Payments } from '../adapters/payments/port';
import { stripePayments } from '../adapters/payments/stripe-checkout';
import { botCheckFor } from '../adapters/bot-check/from-config';
import { offlinePostalLookup } from '../adapters/postal-code/offline-table';
import { viaCepLookup } from '../adapters/postal-code/viacep';
import { pushSenderFor } from '../adapters/push/web-push';
import { cryptoRandom, type Random } from '../adapters/random/port';
import { createLocalHub } from '../adapters/realtime/local-hub';
import { groupCommitVoteWriter } from '../adapters/vote-writer/group-commit';
import { deferredVoterIndexer } from '../adapters/voter-indexer/deferred';
import { indexAllPendingVotes } from '../services/artist/index-pending-votes';
import { recordLastSeen } from '../services/messages/record-last-seen';
import { ConfigError, type AppConfig } from '../env';
import { consoleLogger, type Logger } from '../lib/logger';
import { ensurePrivateDatabaseFile, ensurePrivateDir } from './private-files';
import { CLUB_TSHIRTS } from '../contracts/club-tshirts';

/**
 * Votes per indexer batch on Node: a batch holds the event loop while it computes and writes about
 * 50 token rows per vote, so it stays a few milliseconds long (Workers batches are 500: Turso does the work there).
 */
const NODE_INDEX_BATCH = 25;

export interface NodeDepsOptions {
  config: AppConfig;
  dataDir: string;
  /** Defaults to `file:DATA_DIR/dev.db`. */
  databaseUrl?: string;
  seedDemo: boolean;
  /** Seeds the catalogue (designs, products, the poll); default true. */
  seedCatalogue?: boolean;
  clock?: Clock;
  random?: Random;
  logger?: Logger;
}

/** The embedded default's ports: local implementations of every outside service. */
export async function buildNodeDeps(o: NodeDepsOptions) {
  ensurePrivateDir(o.dataDir);
  ensurePrivateDir(join(o.dataDir, 'media'));
  const clock = o.clock ?? systemClock;
  const random = o.random ?? cryptoRandom;
  const databaseUrl = o.databaseUrl ?? `file:${join(o.dataDir, 'dev.db')}`;
  ensurePrivateDatabaseFile(databaseUrl);
  const { db, close: closeDb, connections } = nodeDatabase(databaseUrl);
  // Erased rows are overwritten in the file (services/privacy/delete-account.ts); both write connections.
  if (databaseFiles(databaseUrl)) await secureDeleteOnEveryConnection(db, connections);
  // WAL lets readers (tally, order pages) run while a vote batch commits.
  await db.run('PRAGMA journal_mode = WAL' as never).catch(() => undefined);
  await db.run('PRAGMA busy_timeout = 5000' as never).catch(() => undefined);
  await migrateDatabase(db);
  const votes = await voteConnection(databaseUrl, db);
  if (o.seedCatalogue !== false)
    await seedCatalogue(db, { now: clock.now(), pollDurationDays: o.config.POLL_DURATION_DAYS, tshirts: CLUB_TSHIRTS });
  if (o.seedDemo) await seedDemo(db, clock.now());

  const cache = memoryCache(clock);
  // Limits, lockouts and "failed before" marks outlive a crash or restart (docs/decisions/0022).
  const rateLimiter = durableFileRateLimiter(join(o.dataDir, 'limits.log'), clock);
  const logger = o.logger ?? consoleLogger;
  const hub = createLocalHub(o.config.SESSION_SECRET, clock, {
    onLastLeave: (userId) => void recordLastSeen({ db, clock, logger }, { userId }),
  });
  const { payments, simulator } = nodePayments(o.config, clock, random);
  const background = localBackground(logger);
  // On the votes' own connection: its batches never wait on the vote batches' lock, nor they on its. The local
  // engine runs a batch synchronously on this thread, so batches are small and requests run between them.
  const voterIndexer = deferredVoterIndexer(
    (stopping) =>
      indexAllPendingVotes(
        { db: votes.db, config: o.config, clock, logger },
        { limit: NODE_INDEX_BATCH, between: () => new Promise((r) => setImmediate(r)), stop: stopping },
      ),
    logger,
  );
  const deps: AppDeps = {
    config: o.config,
    db,
    // One long-lived process: votes arriving together share one commit.
    voteWriter: groupCommitVoteWriter(votes.db),
    voterIndexer,
    media: folderMediaStore(join(o.dataDir, 'media')),
    mediaCache: noMediaCache(),
    realtime: hub.realtime,
    rateLimiter,
    cache,
    responseCache: memoryResponseCache(clock),
    background,
    // One long-lived process: deferred work needs no request, so every caller (tests, the hub, jobs) can defer.
    defer: background.defer,
    payments,
    push: pushSenderFor(o.config, clock),
    // With a Resend key, the provider; otherwise every message is an .eml file people open at /dev/emails and tests follow links from.
    mail: o.config.RESEND_API_KEY
      ? resendMailer({ apiKey: o.config.RESEND_API_KEY, from: o.config.MAIL_FROM, baseUrl: o.config.RESEND_BASE_URL })
      : folderMailer(join(o.dataDir, 'mail'), { clock, random, from: o.config.MAIL_FROM }),
    postal: o.config.POSTAL_LOOKUP === 'offline' ? offlinePostalLookup() : viaCepLookup({ baseUrl: o.config.VIACEP_BASE_URL, cache }),
    botCheck: botCheckFor(o.config),
    clock,
    random,
    keys: await buildKeys(o.config),
    logger,
    afterErasure: () => checkpointWal(db, databaseUrl, logger),
  };
  return {
    deps,
    hub,
    simulator,
    background,
    voterIndexer,
    /** Stops the indexer (its run in flight ends first), then closes the hub and the database. */
    close: async () => {
      await voterIndexer.stop();
      hub.close();
      // Every page back in the file and the WAL emptied before the connections go (a clean stop leaves no erased bytes there).
      await checkpointWal(db, databaseUrl, logger);
      votes.close();
      closeDb();
      rateLimiter.close();
    },
  };
}

/**
 * Stripe when its keys are set; outside production, the local simulator otherwise.
 * Production config cannot lack the keys (env.ts), and the simulator is never built
 * there: its pages would let anyone mark an order paid.
 */
function nodePayments(config: AppConfig, clock: Clock, random: Random): { payments: Payments; simulator?: LocalPaymentSimulator } {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return { payments: stripePayments({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET }) };
  }
  if (config.APP_ENV === 'production')
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY: required in production (APP_ENV=production)');
  // A secret nobody else knows when none is configured (dev secrets normally provide one).
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? `whsec_local_${random.id()}`;
  const simulator = localPaymentSimulator({ webhookSecret, clock, random });
  return { payments: simulator.payments, simulator };
}

/**
 * Votes commit through a connection of their own with `synchronous = NORMAL`: in WAL mode a commit then
 * waits for no fsync (measured here: 3.0–3.4 ms → 0.06–0.08 ms per commit), which was what bounded the vote's
 * throughput and its p99 (bench/poll-votes.bench.ts measures both). A vote committed this way survives the process being killed right
 * after (the WAL is in the OS's hands); only an OS crash or power cut before the next checkpoint can lose the
 * last commits. One connection: the PRAGMA holds for every batch (the client's pool would open others
 * without it), and every batch runs synchronously on this thread, so it never waits on the main connection.
 * Production votes go to Turso. An in-memory database is one connection by nature, so it keeps the main one.
 */
async function voteConnection(url: string, main: Db): Promise<{ db: Db; close: () => void }> {
  if (url.includes(':memory:')) return { db: main, close: () => undefined };
  const votes = nodeDatabase(url, undefined, { concurrency: 1 });
  await votes.db.run('PRAGMA synchronous = NORMAL' as never);
  if (databaseFiles(url)) await votes.db.run('PRAGMA secure_delete = ON' as never);
  return votes;
}

/**
 * `PRAGMA wal_checkpoint(TRUNCATE)`: copies the WAL's pages into the database file (where
 * secure_delete has zeroed erased rows) and empties the WAL, so no old frame keeps erased bytes.
 * Busy readers make it a partial checkpoint; the next erasure, purge or clean stop tries again.
 */
async function checkpointWal(db: Db, url: string, logger: Logger): Promise<void> {
  if (!databaseFiles(url)) return;
  try {
    await db.run('PRAGMA wal_checkpoint(TRUNCATE)' as never);
  } catch (e) {
    logger.warn('wal checkpoint failed', { name: e instanceof Error ? e.name : 'unknown' });
  }
}
