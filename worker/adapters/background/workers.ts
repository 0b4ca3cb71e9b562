import { errorFields } from '../../lib/error-fields';
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
    forRequest: (scope, where) => (task) => {
      // Started on a later turn so a task that throws at once is caught like one that rejects.
      const p = Promise.resolve()
        .then(task)
        .catch((e: unknown) => logger.error('background task failed', { where, ...errorFields(e) }));
      scope.executionCtx.waitUntil(p);
    },
    shared: (_key, read) => read(),
  };
}

/** The isolate's deps before a request binds them (`bindRequest`): work after an answer needs that request's `waitUntil`. */
export const deferOutsideRequest: Defer = () => {
  throw new Error('defer outside a request: bind the deps to the request first (bindRequest)');
};
