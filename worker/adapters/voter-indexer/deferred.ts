import { errorFields } from '../../lib/error-fields';
import type { Logger } from '../../lib/logger';
import type { IndexRun, VoterIndexer } from './port';

export interface DeferredVoterIndexer extends VoterIndexer {
  /** Runs now and resolves once every vote committed before the call is indexed (tests, the bench). */
  flush(): Promise<void>;
  /** Stops the timers and waits for a run in flight: then the database may close. */
  stop(): Promise<void>;
}

export interface DeferredOptions {
  /** How long the first vote of a quiet moment waits for others to share its batch. Not reset by later votes. */
  delayMs: number;
  /** The safety net: a run this often, whatever the votes do (a failed run is retried here). */
  everyMs: number;
}

const DEFAULTS: DeferredOptions = { delayMs: 250, everyMs: 30_000 };

/**
 * The one long-lived Node process: a stored vote arms a timer (once; later votes join it, so a
 * steady stream of votes still gets a run every `delayMs`), and the run indexes every pending vote
 * in batches. One run at a time; a timer that fires during a run asks for one more. A run also
 * starts `delayMs` after boot (votes stored before the index existed, or before a crash).
 */
export function deferredVoterIndexer(run: IndexRun, logger: Logger, options: Partial<DeferredOptions> = {}): DeferredVoterIndexer {
  const { delayMs, everyMs } = { ...DEFAULTS, ...options };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  function start(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        await run(() => stopped).catch((e: unknown) => logger.error('voter index run failed', errorFields(e)));
      } while (again && !stopped);
    })().finally(() => (current = undefined));
    return current;
  }

  function arm() {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void start();
    }, delayMs);
    timer.unref();
  }

  const interval = setInterval(() => void start(), everyMs);
  interval.unref();
  arm();

  return {
    voteStored() {
      arm();
      return Promise.resolve();
    },
    async flush() {
      clearTimeout(timer);
      timer = undefined;
      // A run in flight may have read the pending set before the caller's votes: one more after it.
      await current;
      await start();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(interval);
      await current;
    },
  };
}
