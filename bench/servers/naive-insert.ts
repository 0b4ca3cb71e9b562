import { serve } from '@hono/node-server';
import { createClient } from '@libsql/client';
import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The naive baseline: a bare Hono route that does one libSQL insert (one
 * transaction, one fsync) per request into a table like tshirt_poll_votes,
 * with the same WAL + synchronous=FULL durability as the real endpoint.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'mito-bench-naive-'));
const client = createClient({ url: `file:${join(dataDir, 'naive.db')}` });
await client.execute('PRAGMA journal_mode = WAL');
await client.execute(`CREATE TABLE votes (
  id TEXT PRIMARY KEY, poll_id TEXT NOT NULL, option_id TEXT NOT NULL, participant_name TEXT NOT NULL,
  cpf TEXT NOT NULL, whatsapp TEXT NOT NULL, email TEXT NOT NULL, raffle_coupon TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL, UNIQUE (poll_id, cpf))`);

const app = new Hono().post('/vote', async (c) => {
  const b = await c.req.json<{ name: string; cpf: string; whatsapp: string; email: string; optionId: string }>();
  const id = randomUUID();
  await client.execute({
    sql: 'INSERT INTO votes (id, poll_id, option_id, participant_name, cpf, whatsapp, email, raffle_coupon, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    args: [id, 'poll', b.optionId, b.name, b.cpf, b.whatsapp, b.email, id.slice(0, 12), Date.now()],
  });
  return c.json({ ok: true });
});

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`READY http://127.0.0.1:${info.port}`));

process.on('SIGTERM', () => {
  server.close();
  client.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
