import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { manualClock } from '../../worker/adapters/clock/port';
import { silentLogger } from '../../worker/lib/logger';
import { buildNodeDeps } from '../../worker/node/build-deps';
import { appRouter } from '../../worker/routers';
import { createInnerContext, type RequestInfo } from '../../worker/trpc/context';
import { createCallerFactory } from '../../worker/trpc/init';
import { testConfig } from './test-config';
import { withoutWriteLimits } from './without-write-limits';

const createCaller = createCallerFactory(appRouter);

/**
 * A fresh migrated libSQL database (a copy of the template) with the catalogue
 * seeded, and the local implementation of every port. Call `cleanup` in afterAll.
 */
export async function createTestDeps(opts: { config?: Record<string, string>; seed?: boolean; writeLimits?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mito-test-'));
  const file = join(dir, 'test.db');
  copyFileSync(inject('templateDb'), file);
  const clock = manualClock(new Date('2026-11-23T12:00:00Z'));
  // The Node entry's own function, with a test clock, the template copy and no demo data.
  const built = await buildNodeDeps({
    config: testConfig(opts.config),
    dataDir: dir,
    databaseUrl: `file:${file}`,
    seedDemo: false,
    seedCatalogue: opts.seed !== false,
    clock,
    logger: silentLogger,
  });
  const { background } = built;
  // A file that makes many writes to test another rule (daily post limits, paging, the access matrix)
  // may leave out the per-member write budgets, which write-limits.test.ts tests on their own.
  const deps = opts.writeLimits === false ? { ...built.deps, rateLimiter: withoutWriteLimits(built.deps.rateLimiter) } : built.deps;
  // Tests run outside production without a Stripe key, where the Node entry always builds the simulator.
  if (!built.simulator) throw new Error('createTestDeps: no local payment simulator (APP_ENV=production or STRIPE_SECRET_KEY set?)');
  const simulator = built.simulator;
  return {
    deps,
    clock,
    background,
    simulator,
    /** The in-process realtime hub (attach it to a Node server to connect WebSockets). */
    hub: built.hub,
    dbFile: file,
    /** The DATA_DIR: its `mail/` folder is the outbox (tests/factories/mailbox.ts reads it). */
    dataDir: dir,
    /** A tRPC caller as a browser with these request details (cookie header, IP …) would be. */
    caller: (req: Partial<RequestInfo> = {}) => {
      const ctx = createInnerContext(deps, req);
      const caller = createCaller(ctx);
      // The caller is a tRPC proxy that reads every property as a procedure path, so `ctx` (to read the
      // response headers a procedure set, e.g. Set-Cookie) is answered by a wrapping proxy.
      return new Proxy(caller, { get: (target, key) => (key === 'ctx' ? ctx : Reflect.get(target, key)) }) as typeof caller & {
        ctx: typeof ctx;
      };
    },
    /** Runs the voter indexer now and resolves once every vote stored so far is searchable in the panel. */
    indexVoters: () => built.voterIndexer.flush(),
    cleanup: async () => {
      await built.close();
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
    get background() {
      return ready().background;
    },
    get simulator() {
      return ready().simulator;
    },
    get hub() {
      return ready().hub;
    },
    get dataDir() {
      return ready().dataDir;
    },
    get dbFile() {
      return ready().dbFile;
    },
    indexVoters: () => ready().indexVoters(),
    caller: (req) => ready().caller(req),
  };
}
