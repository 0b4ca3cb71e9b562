import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBackground } from '../../../worker/adapters/background/local';
import { bindRequest } from '../../../worker/adapters/deps';
import { ablyRealtime } from '../../../worker/adapters/realtime/ably';
import type { Logger } from '../../../worker/lib/logger';
import { freePort } from '../../../scripts/free-port';
import { conversationChannel, inboxChannel, MESSAGE_EVENT, typingChannel } from '../../../worker/contracts/messages';
import { FEED_CHANNEL } from '../../../worker/contracts/moderation';
import { notificationsChannel } from '../../../worker/contracts/notifications';
import { realtimeGrant } from '../../../worker/services/messages/realtime-grant';
import { sendMessage } from '../../../worker/services/messages/send-message';
import { makeMember, makeSubscriber } from '../../factories/sessions';
import { readBody } from '../../setup/read-body';
import { useTestDeps } from '../../setup/test-deps';

/** A made-up key in Ably's "appId.keyId:secret" form: nothing here reaches Ably. */
const KEY_NAME = 'appLocal.keyLocal';
const KEY_SECRET = 'local-secret-for-the-stand-in';
const KEY = `${KEY_NAME}:${KEY_SECRET}`;

/** A stand-in for Ably's REST API on 127.0.0.1: records each request, answers publish and presence like Ably. */
interface Seen {
  method: string;
  path: string;
  auth: string | undefined;
  body: string;
}
const seen: Seen[] = [];
let presencePages: Array<{ items: unknown[]; next?: string }> = [];
let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method!, path: req.url!, auth: req.headers.authorization, body });
    const url = new URL(req.url!, 'http://local');
    if (req.method === 'POST' && /^\/channels\/[^/]+\/messages$/.test(url.pathname)) {
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ channel: 'x', messageId: 'm1' }));
      return;
    }
    if (req.method === 'GET' && /^\/channels\/[^/]+\/presence$/.test(url.pathname)) {
      const page = Number(url.searchParams.get('page') ?? 0);
      const { items, next } = presencePages[page] ?? { items: [] };
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      // Ably pages with Link headers relative to the channel path.
      if (next) headers.link = `<./presence?page=${next}>; rel="next"`;
      res.writeHead(200, headers).end(JSON.stringify(items));
      return;
    }
    if (req.method === 'POST' && url.pathname === `/keys/${KEY_NAME}/revokeTokens`) {
      const { targets } = JSON.parse(body) as { targets: string[] };
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(targets.map((target) => ({ target, issuedBefore: 0, appliesAt: 0 }))));
      return;
    }
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'not found', code: 40400, statusCode: 404 } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

const t = useTestDeps();
const ably = () => ablyRealtime(KEY, { endpoint: '127.0.0.1', port, tls: false });
const basic = `Basic ${Buffer.from(KEY).toString('base64')}`;

interface TokenRequest {
  keyName: string;
  clientId: string;
  capability: string;
  timestamp: number;
  nonce: string;
  ttl?: number | string;
  mac: string;
}

/** Ably's token-request MAC: HMAC-SHA256 over keyName, ttl, capability, clientId, timestamp and nonce, one per line. */
const expectedMac = (r: TokenRequest) =>
  createHmac('sha256', KEY_SECRET)
    .update([r.keyName, r.ttl ?? '', r.capability, r.clientId, r.timestamp, r.nonce].join('\n') + '\n')
    .digest('base64');

describe('Ably realtime adapter against a local stand-in of its REST API', () => {
  it('hands a member a signed token request for their own channels only, without calling Ably', async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const other = await makeSubscriber(t.deps, 'tier_bronze');
    const caller = (m: { headers: Headers }) => t.caller({ headers: m.headers, origin: 'http://localhost:3000' });
    const ab = (await caller(a).messages.start({ usernames: [b.username] })).id;
    await caller(other).messages.start({ usernames: [(await makeMember(t.deps)).username] });
    const before = seen.length;

    const grant = await realtimeGrant({ db: t.deps.db, clock: t.deps.clock, realtime: ably() }, { userId: b.userId });
    expect(grant.kind).toBe('ably');
    const req = (grant as { tokenRequest: TokenRequest }).tokenRequest;
    expect(req.keyName).toBe(KEY_NAME);
    expect(req.clientId).toBe(b.userId);
    expect(JSON.parse(req.capability)).toEqual({
      [conversationChannel(ab)]: ['presence', 'subscribe'],
      // 'digitando…' is the one thing browsers publish, on its own channel.
      [typingChannel(ab)]: ['publish', 'subscribe'],
      [inboxChannel(b.userId)]: ['subscribe'],
      [notificationsChannel(b.userId)]: ['subscribe'],
      [FEED_CHANNEL]: ['subscribe'],
    });
    expect(req.mac).toBe(expectedMac(req));
    // A tampered capability no longer matches the MAC Ably checks.
    expect(expectedMac({ ...req, capability: JSON.stringify({ '*': ['*'] }) })).not.toBe(req.mac);
    // Signing is local: the key never travels and no request was made.
    expect(seen.length).toBe(before);
  });

  it('publishes a stored message to /channels/<name>/messages with the key, after the commit', async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const { id } = await t.caller({ headers: a.headers, origin: 'http://localhost:3000' }).messages.start({ usernames: [b.username] });
    seen.length = 0;
    const deps = { ...t.deps, realtime: ably() };
    const view = await sendMessage(deps, { userId: a.userId, conversationId: id, content: 'oi pelo Ably' });
    await t.background.idle();

    // The chat's event, and the other member's notification on their own channel.
    expect(seen).toHaveLength(2);
    expect(seen.map((p) => p.path.split('?')[0]).sort()).toEqual(
      [
        `/channels/${encodeURIComponent(conversationChannel(id))}/messages`,
        `/channels/${encodeURIComponent(`notifications:${b.userId}`)}/messages`,
      ].sort(),
    );
    const publish = seen.find((p) => p.path.startsWith(`/channels/${encodeURIComponent(conversationChannel(id))}/`));
    expect(publish!.method).toBe('POST');
    expect(publish!.path.split('?')[0]).toBe(`/channels/${encodeURIComponent(conversationChannel(id))}/messages`);
    expect(publish!.auth).toBe(basic);
    const body = JSON.parse(publish!.body) as { name: string; data: unknown; encoding?: string };
    const sent = Array.isArray(body) ? body[0] : body;
    expect(sent.name).toBe(MESSAGE_EVENT);
    const data = sent.encoding === 'json' ? JSON.parse(sent.data as string) : sent.data;
    expect(data).toMatchObject({ id: view.id, conversationId: id, senderId: a.userId, content: 'oi pelo Ably' });
  });

  it('reads presence across pages, each member once', async () => {
    presencePages = [
      {
        items: [
          { clientId: 'ana', action: 1, connectionId: 'c1' },
          { clientId: 'leo', action: 1, connectionId: 'c2' },
        ],
        next: '1',
      },
      {
        items: [
          { clientId: 'ana', action: 1, connectionId: 'c3' },
          { clientId: 'bia', action: 1, connectionId: 'c4' },
        ],
      },
    ];
    seen.length = 0;
    expect((await ably().presence('conversation:c1')).sort()).toEqual(['ana', 'bia', 'leo']);
    expect(seen.map((s) => s.path.split('?')[0])).toEqual(['/channels/conversation%3Ac1/presence', '/channels/conversation%3Ac1/presence']);
    expect(seen.every((s) => s.auth === basic)).toBe(true);
  });

  it("revokes a suspended member's tokens by clientId, with the key, at Ably's revokeTokens endpoint", async () => {
    seen.length = 0;
    await ably().revoke('membro_suspenso');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: `/keys/${KEY_NAME}/revokeTokens`, auth: basic });
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ targets: ['clientId:membro_suspenso'] });
  });

  it('with Ably unreachable the message is still stored and answered; the failed publish is logged once with its code and procedure, never uncaught', async () => {
    const a = await makeSubscriber(t.deps, 'tier_bronze');
    const b = await makeMember(t.deps);
    const { id } = await t.caller({ headers: a.headers, origin: 'http://localhost:3000' }).messages.start({ usernames: [b.username] });
    const logs: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
    const logger: Logger = {
      info: () => {},
      warn: (msg, fields) => logs.push({ msg, fields }),
      error: (msg, fields) => logs.push({ msg, fields }),
    };
    const background = localBackground(logger);
    // Nothing listens on this port: every request to "Ably" is refused.
    const unreachable = ablyRealtime(KEY, { endpoint: '127.0.0.1', port: await freePort(), tls: false });
    const deps = bindRequest(
      { ...t.deps, realtime: unreachable, background, logger },
      { executionCtx: { waitUntil: () => {} } },
      '/trpc/messages.send',
    );
    const view = await sendMessage(deps, { userId: a.userId, conversationId: id, content: 'oi sem Ably' });
    expect(view.content).toBe('oi sem Ably');
    await background.idle();
    // Two publishes failed (the chat's event and the other member's notification): each logged once.
    const failed = {
      msg: 'background task failed',
      fields: { where: '/trpc/messages.send', name: 'RealtimeFailure', code: expect.stringMatching(/^REALTIME_PUBLISH_FAILED(_\d+)?$/) },
    };
    expect(logs).toEqual([failed, failed]);
    await expect(unreachable.presence('conversation:c1')).rejects.toMatchObject({
      name: 'RealtimeFailure',
      code: expect.stringMatching(/^REALTIME_PRESENCE_FAILED/),
    });
  });
});
