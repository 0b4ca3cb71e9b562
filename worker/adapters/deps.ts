import { decodeBase64 } from '@oslojs/encoding';
import type { AppConfig } from '../env';
import { importAesKey, importHmacKey } from '../lib/crypto';
import type { Logger } from '../lib/logger';
import type { Background, Defer, RequestScope } from './background/port';
import type { BotCheck } from './bot-check/port';
import type { Clock } from './clock/port';
import type { Db } from './db/port';
import type { ResponseCache } from './http-cache/port';
import type { Cache, RateLimiter } from './limits/port';
import type { Mailer } from './mail/port';
import type { MediaEdgeCache } from './media-cache/port';
import type { MediaStore } from './media/port';
import type { Payments } from './payments/port';
import type { PushSender } from './push/port';
import type { PostalCodeLookup } from './postal-code/port';
import type { Random } from './random/port';
import type { Realtime } from './realtime/port';
import type { VoterIndexer } from './voter-indexer/port';
import type { VoteWriter } from './vote-writer/port';

export interface Keys {
  /** AES-256-GCM key for personal data at rest (CPF, WhatsApp, e-mail of voters). */
  pii: CryptoKey;
  /** HMAC-SHA-256 key for CPF uniqueness and look-up. */
  cpfHmac: CryptoKey;
}

/** Everything the domain needs from the outside world; each entry builds one of these. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  /** How votes reach `db`: grouped commits in one long-lived process, one transaction per request on Workers. */
  voteWriter: VoteWriter;
  /** The panel's search rows, written after the vote, off its request's path (docs/decisions/0017). */
  voterIndexer: VoterIndexer;
  media: MediaStore;
  /** Edge copies of public media (Workers Cache API; none on Node). */
  mediaCache: MediaEdgeCache;
  realtime: Realtime;
  rateLimiter: RateLimiter;
  cache: Cache;
  /** Edge cache of whole public GET responses (Workers Cache API / in memory). */
  responseCache: ResponseCache;
  /** Work beside a request: `waitUntil` and no shared reads on Workers, detached promises and shared reads on Node. */
  background: Background;
  /**
   * Work after this request's answer (a publish after its commit, a clean-up), bound to the
   * request where its context is made (`bindRequest`): on Workers it goes to that request's
   * `waitUntil`. Services call it and never see the request.
   */
  defer: Defer;
  payments: Payments;
  /** Web Push to members' closed phones (the same sender on both runtimes; none without VAPID keys). */
  push: PushSender;
  /** Transactional e-mail: the provider in production, DATA_DIR/mail on Node, an in-isolate outbox under `wrangler dev`. */
  mail: Mailer;
  postal: PostalCodeLookup;
  /** The human check on vote, order, sign-up and sign-in after a failure. */
  botCheck: BotCheck;
  clock: Clock;
  random: Random;
  keys: Keys;
  /**
   * After an erasure, makes the erased bytes leave the disk: a WAL checkpoint (TRUNCATE) on Node,
   * where the WAL otherwise keeps the old pages; nothing on Workers (Turso's history: decision 0012).
   */
  afterErasure: () => Promise<void>;
  logger: Logger;
}

export async function buildKeys(config: AppConfig): Promise<Keys> {
  return {
    pii: await importAesKey(decodeBase64(config.CPF_ENCRYPTION_KEY).slice(0, 32)),
    cpfHmac: await importHmacKey(decodeBase64(config.CPF_HMAC_KEY)),
  };
}

/** The deps of one request: the same ports, with `defer` bound to it (app.ts, the Workers cron); `where` names it in failure logs. */
export function bindRequest(deps: AppDeps, scope: RequestScope, where?: string): AppDeps {
  return { ...deps, defer: deps.background.forRequest(scope, where) };
}
