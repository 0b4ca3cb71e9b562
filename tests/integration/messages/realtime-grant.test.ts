import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { RealtimeGrant } from '../../../worker/adapters/realtime/port';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { hubSessionUserId } from '../../../worker/node/hub-session';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const as = (m: { headers: Headers }) => t.caller({ headers: m.headers, origin: 'http://localhost:3000' });
let server: Server | undefined;
afterAll(() => server?.close());

/** The local hub on a real Node server, as the embedded default mounts it. */
async function hubUrl() {
  if (!server) {
    server = createServer((_req, res) => res.writeHead(404).end());
    t.hub.attach(server, { allowedOrigins: () => ['http://localhost:3000'] });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  }
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function connect(grant: RealtimeGrant) {
  if (grant.kind !== 'local') throw new Error('expected a local grant');
  const ws = new WebSocket(`${await hubUrl()}${grant.socketPath}?token=${encodeURIComponent(grant.token)}`);
  const inbox: Array<{ op: string; channel?: string; message?: string; data?: { content?: string } }> = [];
  ws.on('message', (d) => inbox.push(JSON.parse(d.toString())));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { ws, inbox };
}

describe('messages.realtimeGrant on the local hub', () => {
  it("covers only the member's own conversations: another's channel is refused on subscribe", async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const c = await makeSubscriber(t.deps, 'tier_bronze');
    const d = await makeMember(t.deps);
    const ab = (await as(a).messages.start({ usernames: [b.username] })).id;
    const cd = (await as(c).messages.start({ usernames: [d.username] })).id;

    const grant = await as(b).messages.realtimeGrant();
    const { ws, inbox } = await connect(grant);
    ws.send(JSON.stringify({ op: 'subscribe', channel: `conversation:${cd}` }));
    ws.send(JSON.stringify({ op: 'subscribe', channel: `conversation:${ab}` }));
    ws.send(JSON.stringify({ op: 'publish', channel: `conversation:${ab}`, name: 'message', data: { content: 'forjada' } }));
    await expect.poll(() => inbox.filter((m) => m.op === 'error').length).toBe(2);
    await expect.poll(() => inbox.some((m) => m.op === 'presence' && m.channel === `conversation:${ab}`)).toBe(true);
    expect(inbox.filter((m) => m.op === 'error').map((m) => [m.channel, m.message])).toEqual([
      [`conversation:${cd}`, 'forbidden'],
      [`conversation:${ab}`, 'forbidden'],
    ]);

    // Messages of B's own conversation arrive; C's never do.
    await as(c).messages.send({ conversationId: cd, content: 'segredo' });
    await as(a).messages.send({ conversationId: ab, content: 'oi B' });
    await expect.poll(() => inbox.filter((m) => m.op === 'message').map((m) => m.data?.content)).toEqual(['oi B']);
    ws.close();
  });

  it('a started conversation reaches the other member on their inbox channel', async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const { ws, inbox } = await connect(await as(b).messages.realtimeGrant());
    ws.send(JSON.stringify({ op: 'subscribe', channel: `inbox:${a.userId}` }));
    ws.send(JSON.stringify({ op: 'subscribe', channel: `inbox:${b.userId}` }));
    // The hub answers a subscribe with the channel's presence: subscribed from here on.
    await expect.poll(() => inbox.some((m) => m.op === 'presence' && m.channel === `inbox:${b.userId}`)).toBe(true);
    const { id } = await as(a).messages.start({ usernames: [b.username] });
    await expect.poll(() => inbox.filter((m) => m.op === 'message').map((m) => m.channel)).toEqual([`inbox:${b.userId}`]);
    expect(inbox.find((m) => m.op === 'error')?.channel).toBe(`inbox:${a.userId}`);
    expect(id).toBeTruthy();
    ws.close();
  });

  it("the member's last connection closing writes their last-seen time, read with the conversations", async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    await as(a).messages.start({ usernames: [b.username] });
    const lastSeen = async () => (await as(a).messages.conversations())[0]!.participants.find((p) => p.userId === b.userId)!.lastSeenAt;
    expect(await lastSeen()).toBeNull();
    const first = await connect(await as(b).messages.realtimeGrant());
    const second = await connect(await as(b).messages.realtimeGrant());
    first.ws.close();
    await new Promise((r) => first.ws.once('close', r));
    t.clock.advance(5_000);
    second.ws.close();
    await expect.poll(lastSeen).toBe(t.clock.now().getTime());
  });

  it('a forged token is refused at the upgrade', async () => {
    const ws = new WebSocket(`${await hubUrl()}/api/realtime/socket?token=abc.def`);
    await expect(new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))).rejects.toThrow(/401/);
  });

  it("with the Node entry's session check, a token opens only in the browser of the member it was issued to", async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const checked = createServer((_req, res) => res.writeHead(404).end());
    t.hub.attach(checked, {
      allowedOrigins: () => ['http://localhost:3000'],
      sessionUserId: hubSessionUserId(t.deps, () => 'http://localhost:3000'),
    });
    await new Promise<void>((r) => checked.listen(0, '127.0.0.1', r));
    try {
      const grant = await as(b).messages.realtimeGrant();
      if (grant.kind !== 'local') throw new Error('expected a local grant');
      const url = `ws://127.0.0.1:${(checked.address() as AddressInfo).port}${grant.socketPath}?token=${encodeURIComponent(grant.token)}`;
      const status = (cookie?: string) =>
        new Promise<number>((resolve) => {
          const ws = new WebSocket(url, { headers: cookie ? { cookie } : {} });
          ws.once('open', () => (ws.close(), resolve(101)));
          ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
          ws.once('error', () => undefined);
        });
      expect(await status(b.cookie)).toBe(101);
      expect(await status()).toBe(401);
      expect(await status(a.cookie)).toBe(401);
    } finally {
      checked.close();
    }
  });
});
