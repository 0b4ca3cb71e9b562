import { errorFields } from '../../lib/error-fields';
import type { Logger } from '../../lib/logger';
import type { Background, Defer } from './port';

export interface LocalBackground extends Background {
  /** Every request's `defer` here: the process outlives the response, so no request is needed. */
  defer: Defer;
  /** Resolves once every deferred task has settled (tests; a graceful stop). */
  idle(): Promise<void>;
}

/**
 * The Node process: a deferred task simply runs on (the process outlives the
 * response), and concurrent identical reads share one promise — they are in
 * one event loop, so nobody waits on a request that could be cancelled.
 */
export function localBackground(logger: Logger): LocalBackground {
  const pending = new Set<Promise<unknown>>();
  const inFlight = new Map<string, Promise<unknown>>();
  const deferFrom =
    (where?: string): Defer =>
    (task) => {
      const p = Promise.resolve()
        .then(task)
        .catch((e: unknown) => logger.error('background task failed', { where, ...errorFields(e) }))
        .finally(() => pending.delete(p));
      pending.add(p);
    };
  const defer = deferFrom();
  return {
    defer,
    forRequest: (_scope, where) => deferFrom(where),
    shared<T>(key: string, read: () => Promise<T>) {
      let p = inFlight.get(key) as Promise<T> | undefined;
      if (!p) {
        p = read().finally(() => inFlight.delete(key));
        inFlight.set(key, p);
      }
      return p;
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
