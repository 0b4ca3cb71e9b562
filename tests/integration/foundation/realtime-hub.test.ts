import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { manualClock } from '../../../worker/adapters/clock/port';
import { createLocalHub } from '../../../worker/adapters/realtime/local-hub';

const hub = createLocalHub('hub-secret-hub-secret-hub-secret!!', manualClock(new Date()));
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((_req, res) => res.end());
  hub.attach(server, { allowedOrigins: () => ['http://localhost:3000'] });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  hub.close();
  server.close();
});

type Msg = { op: string; channel?: string; name?: string; data?: unknown; members?: string[]; message?: string; clientId?: string };

async function connect(clientId: string, capability: Record<string, Array<'subscribe' | 'publish' | 'presence'>>) {
  const grant = await hub.realtime.grant(clientId, capability);
  if (grant.kind !== 'local') throw new Error('expected a local grant');
  const ws = new WebSocket(`${base}${grant.socketPath}?token=${encodeURIComponent(grant.token)}`);
  const inbox: Msg[] = [];
  ws.on('message', (d) => inbox.push(JSON.parse(d.toString()) as Msg));
  await new Promise((r, j) => {
    ws.once('open', r);
    ws.once('error', j);
  });
  const waitFor = async (pred: (m: Msg) => boolean) => {
    await expect.poll(() => inbox.some(pred), { message: `no message matched; got ${JSON.stringify(inbox)}` }).toBe(true);
    return inbox.find(pred)!;
  };
  return { ws, inbox, waitFor, send: (m: object) => ws.send(JSON.stringify(m)) };
}

describe('local realtime hub', () => {
  it('delivers server publishes to subscribers and tracks presence', async () => {
    const ana = await connect('ana', { 'chat:c1': ['subscribe', 'publish', 'presence'] });
    const leo = await connect('leo', { 'chat:c1': ['subscribe', 'publish', 'presence'] });
    ana.send({ op: 'subscribe', channel: 'chat:c1' });
    leo.send({ op: 'subscribe', channel: 'chat:c1' });
    leo.send({ op: 'enter', channel: 'chat:c1' });
    // Ana hears Leo enter on chat:c1: her subscription is in, so the publish below reaches her.
    await ana.waitFor((m) => m.op === 'presence' && (m.members ?? []).includes('leo'));
    expect(await hub.realtime.presence('chat:c1')).toEqual(['leo']);

    await hub.realtime.publish('chat:c1', 'message', { text: 'oi' });
    const got = await ana.waitFor((m) => m.op === 'message');
    expect(got).toMatchObject({ channel: 'chat:c1', name: 'message', data: { text: 'oi' } });

    leo.ws.close();
    await ana.waitFor((m) => m.op === 'presence' && (m.members ?? []).length === 0);
    ana.ws.close();
  });

  it("a browser's own publish (typing) reaches the others stamped with the grant's clientId, never the one it claims", async () => {
    const ana = await connect('ana', { 'typing:c1': ['subscribe', 'publish'] });
    const leo = await connect('leo', { 'typing:c1': ['subscribe', 'publish'] });
    ana.send({ op: 'subscribe', channel: 'typing:c1' });
    await ana.waitFor((m) => m.op === 'presence' && m.channel === 'typing:c1');
    leo.send({ op: 'publish', channel: 'typing:c1', name: 'typing', data: {}, clientId: 'ana' });
    expect(await ana.waitFor((m) => m.op === 'message')).toMatchObject({ channel: 'typing:c1', name: 'typing', clientId: 'leo' });
    ana.ws.close();
    leo.ws.close();
  });

  it('refuses channels outside the grant', async () => {
    const c = await connect('eve', { 'notifications:eve': ['subscribe'] });
    c.send({ op: 'subscribe', channel: 'chat:c1' });
    expect(await c.waitFor((m) => m.op === 'error')).toMatchObject({ message: 'forbidden' });
    c.send({ op: 'publish', channel: 'notifications:eve', name: 'x', data: 1 });
    expect((await c.waitFor((m) => m.op === 'error' && c.inbox.filter((x) => x.op === 'error').length === 2)).message).toBe('forbidden');
    c.ws.close();
  });

  it('revoke closes every open connection of that member (a suspension), and only theirs', async () => {
    const cap = { 'chat:c2': ['subscribe', 'presence'] as Array<'subscribe' | 'presence'> };
    const [tab1, tab2, other] = [await connect('suspenso', cap), await connect('suspenso', cap), await connect('outro', cap)];
    other.send({ op: 'subscribe', channel: 'chat:c2' });
    tab1.send({ op: 'enter', channel: 'chat:c2' });
    await other.waitFor((m) => m.op === 'presence' && (m.members ?? []).includes('suspenso'));
    const closed = (ws: WebSocket) => new Promise<number>((r) => ws.once('close', (code) => r(code)));
    const codes = Promise.all([closed(tab1.ws), closed(tab2.ws)]);
    await hub.realtime.revoke('suspenso');
    expect(await codes).toEqual([4001, 4001]);
    await other.waitFor((m) => m.op === 'presence' && !(m.members ?? []).includes('suspenso'));
    expect(other.ws.readyState).toBe(WebSocket.OPEN);
    other.ws.close();
  });

  it('refuses a connection with a forged token', async () => {
    const ws = new WebSocket(`${base}/api/realtime/socket?token=eyJjIjoieCJ9.forged`);
    const status = await new Promise<number>((resolve) => ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(401);
  });
});
