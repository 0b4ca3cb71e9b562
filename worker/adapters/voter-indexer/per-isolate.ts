import type { IndexRun, VoterIndexer } from './port';

export interface PerIsolateOptions {
  /** Rounds one request's `waitUntil` runs before the next stored vote takes over. */
  maxRounds: number;
  /** A run older than this is taken as lost (its request's `waitUntil` ended): the next vote starts another. */
  staleMs: number;
}

const DEFAULTS: PerIsolateOptions = { maxRounds: 8, staleMs: 20_000 };

/**
 * Workers: the request that stored a vote runs the indexer in its own `waitUntil` (its `defer`),
 * after its answer. One run in flight per isolate: a vote stored meanwhile only asks for one
 * more round, which the running request does — its own I/O, so workerd never sees a request
 * waiting on another's. Under a burst the votes stored during a round make the next round's
 * batch, as the group-commit writer gathers votes on Node. The minute cron (entry.workers.ts)
 * catches what an evicted isolate left pending.
 */
export function perIsolateVoterIndexer(run: IndexRun, options: Partial<PerIsolateOptions> = {}): VoterIndexer {
  const { maxRounds, staleMs } = { ...DEFAULTS, ...options };
  let running: { since: number } | null = null;
  let again = false;
  return {
    voteStored() {
      if (running && Date.now() - running.since < staleMs) {
        again = true;
        return Promise.resolve();
      }
      const mine = { since: Date.now() };
      running = mine;
      return (async () => {
        try {
          let round = 0;
          do {
            again = false;
            await run(() => false);
          } while (again && ++round < maxRounds && running === mine);
        } finally {
          if (running === mine) running = null;
        }
      })();
    },
  };
}
