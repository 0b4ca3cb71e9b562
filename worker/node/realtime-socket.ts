import { Hono } from 'hono';
import type { AppEnv } from '../http/types';

/**
 * The local hub's socket (PATHS.realtimeSocket) as a route. The Node server hands every WebSocket
 * upgrade on this path to the hub (`attach` in adapters/realtime/local-hub.ts) before the app sees
 * it; a plain request that arrives here is told to upgrade.
 */
export const realtimeSocketRoutes = new Hono<AppEnv>().all('/', (c) =>
  c.body(null, 426, { Upgrade: 'websocket', Connection: 'Upgrade', 'Cache-Control': 'no-store' }),
);
