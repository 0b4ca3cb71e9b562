import type { AppDeps } from '../../../worker/adapters/deps';
import { appRouter } from '../../../worker/routers';
import { createInnerContext, type RequestInfo } from '../../../worker/trpc/context';
import { createCallerFactory } from '../../../worker/trpc/init';

const createCaller = createCallerFactory(appRouter);

/** A caller plus its context, to read the response headers (Set-Cookie) the procedure wrote. */
export function callerWithHeaders(deps: AppDeps, req: Partial<RequestInfo> = {}) {
  const ctx = createInnerContext(deps, req);
  return { api: createCaller(ctx), resHeaders: ctx.resHeaders };
}
