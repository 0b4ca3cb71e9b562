import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/**
 * Context for the vote ratio: the naive baseline's server (a bare Hono route,
 * same adapter) minus the insert — it parses the JSON body and answers. No
 * endpoint that must also validate, encrypt and store a vote can beat it.
 */
const app = new Hono().post('/vote', async (c) => {
  const b = await c.req.json<{ cpf?: string }>();
  return c.json({ ok: typeof b.cpf === 'string' });
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`READY http://127.0.0.1:${info.port}`));
process.on('SIGTERM', () => {
  server.close();
  process.exit(0);
});
