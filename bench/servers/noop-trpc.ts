import { serve } from '@hono/node-server';
import { trpcServer } from '@hono/trpc-server';
import { initTRPC } from '@trpc/server';
import { Hono } from 'hono';
import { castVoteInput } from '../../worker/contracts/poll';

/**
 * The ceiling of this machine + load generator: the same tRPC input contract
 * as the vote, answered without doing anything (no rate limit, crypto or database).
 */
const t = initTRPC.create();
const router = t.router({ poll: t.router({ vote: t.procedure.input(castVoteInput).mutation(() => ({ ok: true })) }) });
const app = new Hono().use('/trpc/*', trpcServer({ router, endpoint: '/trpc' }));

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`READY http://127.0.0.1:${info.port}`));
process.on('SIGTERM', () => {
  server.close();
  process.exit(0);
});
