import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { seedCatalogue } from '../../db/seed/seed-catalogue';
import { manualClock } from '../../worker/adapters/clock/port';
import { nodeDatabase } from '../../worker/adapters/db/node';
import { buildKeys, type AppDeps } from '../../worker/adapters/deps';
import { memoryResponseCache } from '../../worker/adapters/http-cache/memory';
import { memoryCache, memoryRateLimiter } from '../../worker/adapters/limits/memory';
import { folderMediaStore } from '../../worker/adapters/media/folder';
import { localPaymentSimulator } from '../../worker/adapters/payments/local-simulator';
import { offlinePostalLookup } from '../../worker/adapters/postal-code/offline-table';
import { cryptoRandom } from '../../worker/adapters/random/port';
import { createLocalHub } from '../../worker/adapters/realtime/local-hub';
import { silentLogger } from '../../worker/lib/logger';
import { appRouter } from '../../worker/routers';
import { createInnerContext, type RequestInfo } from '../../worker/trpc/context';
import { createCallerFactory } from '../../worker/trpc/init';
import { TEST_WEBHOOK_SECRET, testConfig } from './test-config';

const createCaller = createCallerFactory(appRouter);

/**
 * A fresh migrated libSQL database (a copy of the template) with the catalogue
 * seeded, and the local implementation of every port. Call `cleanup` in afterAll.
 */
export async function createTestDeps(opts: { config?: Record<string, string>; seed?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mito-test-'));
  const file = join(dir, 'test.db');
  copyFileSync(inject('templateDb'), file);
  const { db, close } = nodeDatabase(`file:${file}`);
  await db.run('PRAGMA journal_mode = WAL' as never);
  await db.run('PRAGMA busy_timeout = 5000' as never);
  const config = testConfig(opts.config);
  const clock = manualClock(new Date('2026-11-23T12:00:00Z'));
  if (opts.seed !== false) await seedCatalogue(db, { now: clock.now(), random: cryptoRandom, pollDurationDays: config.POLL_DURATION_DAYS });
  const hub = createLocalHub(config.SESSION_SECRET, clock);
  const simulator = localPaymentSimulator({ webhookSecret: TEST_WEBHOOK_SECRET, clock, random: cryptoRandom });
  const deps: AppDeps = {
    config,
    db,
    media: folderMediaStore(join(dir, 'media')),
    realtime: hub.realtime,
    rateLimiter: memoryRateLimiter(clock),
    cache: memoryCache(clock),
    responseCache: memoryResponseCache(clock),
    payments: simulator.payments,
    postal: offlinePostalLookup(),
    clock,
    random: cryptoRandom,
    keys: await buildKeys(config),
    logger: silentLogger,
  };
  return {
    deps,
    clock,
    simulator,
    dbFile: file,
    /** A tRPC caller as a browser with these request details (cookie header, IP …) would be. */
    caller: (req: Partial<RequestInfo> = {}) => {
      const ctx = createInnerContext(deps, req);
      const caller = createCaller(ctx);
      // The caller is a tRPC proxy that reads every property as a procedure path, so `ctx` (to read the
      // response headers a procedure set, e.g. Set-Cookie) is answered by a wrapping proxy.
      return new Proxy(caller, { get: (target, key) => (key === 'ctx' ? ctx : Reflect.get(target, key)) }) as typeof caller & { ctx: typeof ctx };
    },
    cleanup: () => {
      hub.close();
      close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestDeps = Awaited<ReturnType<typeof createTestDeps>>;

/**
 * One fresh database for the calling test file: created in beforeAll, cleaned up in afterAll.
 * The handle reads through to it, so a file can declare it at the top, before the hooks run.
 */
export function useTestDeps(opts: Parameters<typeof createTestDeps>[0] = {}): Omit<TestDeps, 'cleanup'> {
  let current: TestDeps | undefined;
  beforeAll(async () => {
    current = await createTestDeps(opts);
  });
  afterAll(() => current?.cleanup());
  const ready = () => {
    if (!current) throw new Error('useTestDeps: the database exists only inside tests and hooks');
    return current;
  };
  return {
    get deps() {
      return ready().deps;
    },
    get clock() {
      return ready().clock;
    },
    get simulator() {
      return ready().simulator;
    },
    get dbFile() {
      return ready().dbFile;
    },
    caller: (req) => ready().caller(req),
  };
}
