import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from './types';

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  try {
    await c.get('deps').db.run(sql`select 1`);
    return c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' });
  } catch {
    return c.json({ ok: false }, 503, { 'Cache-Control': 'no-store' });
  }
});
