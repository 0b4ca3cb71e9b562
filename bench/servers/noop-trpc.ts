import { trpcServer } from '@hono/trpc-server';
import { initTRPC } from '@trpc/server';
import { Hono } from 'hono';
import { castVoteInput } from '../../worker/contracts/poll';
import { serveForBench } from './serve';

/**
 * The ceiling of this machine + load generator for the vote's stack: the same
 * tRPC input contract, served the way the embedded default serves (its body
 * path included), answered without doing anything (no rate limit, crypto or database).
 */
const t = initTRPC.create();
const router = t.router({ poll: t.router({ vote: t.procedure.input(castVoteInput).mutation(() => ({ ok: true })) }) });
const app = new Hono().use('/trpc/*', trpcServer({ router, endpoint: '/trpc' }));

serveForBench(app);
