import type { Logger } from '../../lib/logger';
import type { Background, Defer } from './port';

/**
 * Cloudflare Workers: deferred work goes to the request's own `waitUntil`
 * (the isolate may be frozen once the response is sent), and reads are never
 * shared between requests — workerd cancels a request left waiting on I/O
 * that another request started.
 */
export function workersBackground(logger: Logger): Background {
  return {
    forRequest: (scope) => (task) => {
      const p = task().catch((e: unknown) => logger.error('background task failed', { name: e instanceof Error ? e.name : 'unknown' }));
      scope.executionCtx.waitUntil(p);
    },
    shared: (_key, read) => read(),
  };
}

/** The isolate's deps before a request binds them (`bindRequest`): work after an answer needs that request's `waitUntil`. */
export const deferOutsideRequest: Defer = () => {
  throw new Error('defer outside a request: bind the deps to the request first (bindRequest)');
};
