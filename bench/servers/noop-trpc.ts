import { trpcServer } from '@hono/trpc-server';
import { initTRPC } from '@trpc/server';
import { Hono } from 'hono';
import { MAX_BODY_BYTES } from '../../worker/app';
import { castVoteInput } from '../../worker/contracts/poll';
import { createHonoNodeServer } from '../../worker/node/hono-node-server';

/**
 * The ceiling of this machine + load generator for the vote's stack: the same
 * tRPC input contract, served the way the embedded default serves (its body
 * path included), answered without doing anything (no rate limit, crypto or database).
 */
const t = initTRPC.create();
const router = t.router({ poll: t.router({ vote: t.procedure.input(castVoteInput).mutation(() => ({ ok: true })) }) });
const app = new Hono().use('/trpc/*', trpcServer({ router, endpoint: '/trpc' }));

const server = createHonoNodeServer((req, env) => app.fetch(req, env), { maxBodyBytes: MAX_BODY_BYTES });
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`READY http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => {
  server.close();
  process.exit(0);
});
