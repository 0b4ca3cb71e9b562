import { trpcServer } from '@hono/trpc-server';
import type { AnyTRPCRouter } from '@trpc/server';
import type { Hono } from 'hono';
import type { AppEnv } from '../../worker/http/types';
import type { Context } from '../../worker/trpc/context';

/**
 * Mounts a bench-only tRPC router at /bench-trpc on the real app, with the app's own context
 * (deps bound to the request, request id, origin): a baseline procedure there goes through the same session
 * check and body path as the procedure it is compared with.
 */
export function mountBenchTrpc(app: Hono<AppEnv>, benchRouter: AnyTRPCRouter) {
  app.use(
    '/bench-trpc/*',
    trpcServer({
      router: benchRouter,
      endpoint: '/bench-trpc',
      createContext: (opts, c): Context & Record<string, unknown> => ({
        deps: c.get('deps'),
        req: { ip: '127.0.0.1', requestId: c.get('requestId'), headers: opts.req.headers, origin: new URL(opts.req.url).origin },
        resHeaders: opts.resHeaders,
      }),
    }),
  );
}
