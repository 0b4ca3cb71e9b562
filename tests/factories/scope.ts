import type { RequestScope } from '../../worker/adapters/background/port';

/** A request scope for calling a service directly on Node, where deferred work just runs on (no ExecutionContext). */
export const nodeScope: RequestScope = {
  get executionCtx(): RequestScope['executionCtx'] {
    throw new Error('No ExecutionContext on Node');
  },
};
