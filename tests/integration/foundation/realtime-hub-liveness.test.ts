import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { manualClock } from '../../../worker/adapters/clock/port';
import { createLocalHub } from '../../../worker/adapters/realtime/local-hub';
import type { Capability } from '../../../worker/adapters/realtime/port';

/** A hub with a short heartbeat and a small send bound, so timeouts and slow readers show within a test. */
const HEARTBEAT_MS = 250;
const MAX_BUFFERED = 256 * 1024;
const SITE = 'http://localhost:3000';
const lastLeaves: string[] = [];

/** A hub on a real Node server, as the embedded default mounts it. */
async function startHub(options: Parameters<typeof createLocalHub>[2]) {
  const hub = createLocalHub('hub-secret-hub-secret-hub-secret!!', manualClock(new Date()), options);
  const server: Server = createServer((_req, res) => res.end());
  hub.attach(server, { allowedOrigins: () => [SITE, 'http://127.0.0.1:3000'] });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { hub, base, close: () => (hub.close(), server.close()) };
}

let quick: Awaited<ReturnType<typeof startHub>>;
// The slow-reader case needs a heartbeat that never fires within it: a paused reader answers no ping either.
let patient: Awaited<ReturnType<typeof startHub>>;
beforeAll(async () => {
  quick = await startHub({ heartbeatMs: HEARTBEAT_MS, maxBufferedBytes: MAX_BUFFERED, onLastLeave: (id) => lastLeaves.push(id) });
  patient = await startHub({ heartbeatMs: 60_000, maxBufferedBytes: MAX_BUFFERED });
});
afterAll(() => {
  quick.close();
  patient.close();
});

type Msg = { op: string; channel?: string; name?: string; data?: unknown; members?: string[] };
const CHAT: Capability = { 'chat:c1': ['subscribe', 'presence'] };

async function socketUrl(clientId: string, capability: Capability, at = quick) {
  const grant = await at.hub.realtime.grant(clientId, capability);
  if (grant.kind !== 'local') throw new Error('expected a local grant');
  return `${at.base}${grant.socketPath}?token=${encodeURIComponent(grant.token)}`;
}

async function connect(clientId: string, capability: Capability, options: WebSocket.ClientOptions = {}, at = quick) {
  const ws = new WebSocket(await socketUrl(clientId, capability, at), options);
  const inbox: Msg[] = [];
  ws.on('message', (d) => inbox.push(JSON.parse(d.toString()) as Msg));
  let pings = 0;
  ws.on('ping', () => pings++);
  const closed = new Promise<void>((r) => ws.once('close', () => r()));
  await new Promise((r, j) => ws.once('open', r).once('error', j));
  const send = (m: object) => ws.send(JSON.stringify(m));
  /** The hub answers a subscribe with the channel's presence: once it is in, the subscription holds. */
  const join = async (channel: string, enter = false) => {
    send({ op: 'subscribe', channel });
    if (enter) send({ op: 'enter', channel });
    await expect.poll(() => inbox.some((m) => m.op === 'presence' && m.channel === channel)).toBe(true);
  };
  return { ws, inbox, send, join, closed, pings: () => pings };
}

const presenceOf = (inbox: Msg[]) => inbox.filter((m) => m.op === 'presence').at(-1)?.members;

/** The HTTP status an upgrade is answered with (101 when it opens). */
function upgradeStatus(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => undefined);
  });
}

describe('local hub: presence, heartbeat, slow readers, origins', () => {
  it('presence: enter and leave are seen by the others; an explicit leave writes no last-seen', async () => {
    const ana = await connect('ana-p', CHAT);
    const leo = await connect('leo-p', CHAT);
    await ana.join('chat:c1');
    await leo.join('chat:c1', true);
    await expect.poll(() => presenceOf(ana.inbox)).toEqual(['leo-p']);
    leo.send({ op: 'leave', channel: 'chat:c1' });
    await expect.poll(() => presenceOf(ana.inbox)).toEqual([]);
    expect(await quick.hub.realtime.presence('chat:c1')).toEqual([]);
    // Still connected: leaving a channel is not going offline.
    expect(lastLeaves).not.toContain('leo-p');
    leo.ws.close();
    await leo.closed;
    await expect.poll(() => lastLeaves.filter((id) => id === 'leo-p')).toEqual(['leo-p']);
    ana.ws.close();
  });

  it('a socket that stops answering pings is terminated, leaves presence and writes last-seen once', async () => {
    const ana = await connect('ana-t', CHAT);
    // autoPong off: this client is a laptop whose lid closed; the socket stays open but answers nothing.
    const ghost = await connect('ghost-t', CHAT, { autoPong: false });
    await ana.join('chat:c1');
    await ghost.join('chat:c1', true);
    await expect.poll(() => presenceOf(ana.inbox)).toContain('ghost-t');
    await ghost.closed;
    await expect.poll(() => presenceOf(ana.inbox)).not.toContain('ghost-t');
    expect(lastLeaves.filter((id) => id === 'ghost-t')).toEqual(['ghost-t']);

    // A client that answers stays through many heartbeats (each one a ping it answered), and nothing is written for it meanwhile.
    const seen = ana.pings();
    await expect.poll(() => ana.pings() - seen, { timeout: HEARTBEAT_MS * 20 }).toBeGreaterThanOrEqual(5);
    expect(ana.ws.readyState).toBe(WebSocket.OPEN);
    expect(lastLeaves).not.toContain('ana-t');
    ana.ws.close();
  });

  it('a reader that stopped reading is cut off; the others get every message', async () => {
    const { hub } = patient;
    const fast = await connect('fast-s', CHAT, {}, patient);
    const slow = await connect('slow-s', CHAT, {}, patient);
    await fast.join('chat:c1');
    await slow.join('chat:c1', true);
    const before = hub.size();
    // The slow client's TCP socket stops reading: the kernel buffers fill, then the hub's queue for it grows.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    // More than the kernel's socket buffers can hold for the slow reader (tcp_rmem + tcp_wmem maxima, a few MB each).
    const payload = 'x'.repeat(16 * 1024);
    const total = 1500;
    for (let i = 0; i < total; i++) {
      await hub.realtime.publish('chat:c1', 'message', { i, payload });
      // One event-loop turn per publish, as a stream of requests gives: the fast reader reads in between.
      await new Promise((r) => setImmediate(r));
    }
    await expect.poll(() => fast.inbox.filter((m) => m.op === 'message').length, { timeout: 20_000 }).toBe(total);
    expect(fast.inbox.filter((m) => m.op === 'message').map((m) => (m.data as { i: number }).i)).toEqual([...Array(total).keys()]);
    // The hub dropped the slow socket: it left presence and is no longer counted.
    await expect.poll(() => hub.size()).toBe(before - 1);
    await expect.poll(() => presenceOf(fast.inbox)).not.toContain('slow-s');
    fast.ws.close();
    slow.ws.terminate();
  });

  it('refuses an upgrade from another site, takes one from the site or without Origin (not a browser)', async () => {
    const url = await socketUrl('ana-o', CHAT);
    expect(await upgradeStatus(url, { Origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(url, { Origin: 'http://localhost:3001' })).toBe(403);
    expect(await upgradeStatus(url, { Origin: SITE })).toBe(101);
    expect(await upgradeStatus(url, {})).toBe(101);
    // The origin is checked before the token: a foreign page learns nothing about tokens.
    expect(await upgradeStatus(`${quick.base}/api/realtime/socket?token=a.b`, { Origin: 'https://evil.example' })).toBe(403);
  });
});
