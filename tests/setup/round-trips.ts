import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import { AsyncLocalStorage } from 'node:async_hooks';
import * as schema from '../../db/schema';
import { startHranaServer } from '../../scripts/hrana-server';
import type { Db } from '../../worker/adapters/db/port';
import type { AppDeps } from '../../worker/adapters/deps';
import type { ResponseCache } from '../../worker/adapters/http-cache/port';
import type { LocalBackground } from '../../worker/adapters/background/local';
import { perRequestVoteWriter } from '../../worker/adapters/vote-writer/per-request';
import { perIsolateVoterIndexer } from '../../worker/adapters/voter-indexer/per-isolate';
import { indexAllPendingVotes, VOTE_STORED_INDEX_BATCHES } from '../../worker/services/artist/index-pending-votes';
import { createApp } from '../../worker/app';

/** What one call cost in requests to the database. */
export interface RoundTrips {
  /** HTTP requests sent before the answer. */
  requests: number;
  /** Sequential depth: a request that starts while none is in flight opens one more level. */
  levels: number;
  /** Requests of deferred work (waitUntil on Workers), which runs beside or after the answer. */
  deferred: number;
}

/** Nothing is ever cached: every public read reaches its handler. */
const noResponseCache: ResponseCache = { match: () => Promise.resolve(undefined), put: () => Promise.resolve() };

/**
 * The app as Workers runs it against Turso: drizzle over `@libsql/client/web`, HTTP to the dev
 * Hrana endpoint over the libSQL file `file` (migrated and seeded by the caller), votes through
 * the per-request writer. Its `fetch` counts requests and levels; `measure` runs one call.
 * `onRequest` sees each request's body (the bench's trace).
 */
export async function roundTripApp(local: {
  deps: AppDeps;
  background: LocalBackground;
  file: string;
  onRequest?: (level: number, body: string) => void;
}) {
  const hrana = await startHranaServer({ file: local.file });
  const deferredWork = new AsyncLocalStorage<true>();
  const count: RoundTrips = { requests: 0, levels: 0, deferred: 0 };
  let inFlight = 0;
  const countingFetch = async (input: Request | string | URL, init?: RequestInit) => {
    if (deferredWork.getStore()) {
      count.deferred++;
      return fetch(input, init);
    }
    if (inFlight === 0) count.levels++;
    inFlight++;
    count.requests++;
    try {
      local.onRequest?.(count.levels, input instanceof Request ? await input.clone().text() : String(init?.body));
      const res = await fetch(input, init);
      // The request ends when its answer has been read, as the client reads it.
      const body = await res.arrayBuffer();
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    } finally {
      inFlight--;
    }
  };
  const db = drizzle(createClient({ url: hrana.url, fetch: countingFetch }), { schema }) as unknown as Db;
  const defer: AppDeps['defer'] = (task) => local.background.defer(() => deferredWork.run(true, task));
  const deps: AppDeps = {
    ...local.deps,
    db,
    voteWriter: perRequestVoteWriter(db),
    // As on Workers: the voter index follows a stored vote in its request's deferred work (counted as deferred).
    voterIndexer: perIsolateVoterIndexer(() => indexAllPendingVotes({ ...local.deps, db }, { maxBatches: VOTE_STORED_INDEX_BATCHES })),
    responseCache: noResponseCache,
    background: { ...local.background, forRequest: () => defer },
    defer,
  };
  const origin = 'http://localhost:3000';
  const app = createApp(deps, { clientIp: () => '203.0.113.7', startedOn: () => origin });

  /** One tRPC call over HTTP as a browser makes it; throws on a non-2xx answer. */
  async function call(path: string, opts: { cookie?: string; input?: unknown; mutation?: boolean } = {}) {
    const query = opts.mutation || opts.input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(opts.input))}`;
    const headers: Record<string, string> = { origin };
    if (opts.cookie) headers.cookie = opts.cookie;
    if (opts.mutation) headers['content-type'] = 'application/json';
    const res = await app.request(`${origin}/trpc/${path}${query}`, {
      method: opts.mutation ? 'POST' : 'GET',
      headers,
      body: opts.mutation ? JSON.stringify(opts.input ?? {}) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
    return (JSON.parse(text) as { result: { data: unknown } }).result.data;
  }

  /** One call, counted once the work it deferred has settled. */
  async function measure(path: string, opts: Parameters<typeof call>[1] = {}): Promise<RoundTrips> {
    await local.background.idle();
    Object.assign(count, { requests: 0, levels: 0, deferred: 0 });
    await call(path, opts);
    await local.background.idle();
    return { ...count };
  }

  return { deps, db, call, measure, close: () => hrana.close() };
}
