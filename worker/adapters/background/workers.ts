import type { Logger } from '../../lib/logger';
import type { Background } from './port';

/**
 * Cloudflare Workers: deferred work goes to the request's own `waitUntil`
 * (the isolate may be frozen once the response is sent), and reads are never
 * shared between requests — workerd cancels a request left waiting on I/O
 * that another request started.
 */
export function workersBackground(logger: Logger): Background {
  return {
    defer(scope, task) {
      const p = task().catch((e: unknown) => logger.error('background task failed', { name: e instanceof Error ? e.name : 'unknown' }));
      scope.executionCtx.waitUntil(p);
    },
    shared: (_key, read) => read(),
  };
}
