import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import type { useTestDeps } from '../../setup/test-deps';

type T = ReturnType<typeof useTestDeps>;
export type Heard = { op: string; channel?: string; name?: string; data?: unknown };

/**
 * A browser's realtime connection made the way the page makes it: the member's own grant, the
 * local hub's socket, then subscriptions. `events(channel)` is what was published there since.
 */
export function realtimeListener(t: T) {
  let server: Server | undefined;
  const sockets: WebSocket[] = [];
  afterAll(async () => {
    for (const ws of sockets) ws.close();
    if (server) await new Promise((r) => server!.close(r));
  });
  return async function listen(member: { headers: Headers }, channels: string[]) {
    if (!server) {
      server = createServer((_req, res) => res.writeHead(404).end());
      t.hub.attach(server, { allowedOrigins: () => ['http://localhost:3000'] });
      await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    }
    const grant = await t.caller({ headers: member.headers, origin: 'http://localhost:3000' }).messages.realtimeGrant();
    if (grant.kind !== 'local') throw new Error('expected a local grant');
    const ws = new WebSocket(
      `ws://127.0.0.1:${(server.address() as AddressInfo).port}${grant.socketPath}?token=${encodeURIComponent(grant.token)}`,
    );
    sockets.push(ws);
    const inbox: Heard[] = [];
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.on('message', (d) => inbox.push(JSON.parse(d.toString()) as Heard));
    for (const channel of channels) {
      ws.send(JSON.stringify({ op: 'subscribe', channel }));
      // The hub answers a subscribe with the channel's presence: from then on we are listening.
      await expect.poll(() => inbox.some((m) => m.op === 'presence' && m.channel === channel)).toBe(true);
    }
    return { raw: inbox, events: (channel: string) => inbox.filter((m) => m.op === 'message' && m.channel === channel) };
  };
}
