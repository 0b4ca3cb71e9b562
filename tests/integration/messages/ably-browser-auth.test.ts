import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ablyRealtime } from '../../../worker/adapters/realtime/ably';
import type { Capability } from '../../../worker/adapters/realtime/port';
import type { RealtimeGrant } from '../../../web/lib/realtime/transport';
import { readBody } from '../../setup/read-body';

/**
 * The browser's Ably transport (Ably's modular SDK) authenticating: the token request it was
 * created with is used first, and each renewal asks the server for a new grant (the member
 * procedure) instead of holding a key. A local stand-in answers Ably's token endpoint; the
 * client never connects (autoConnect off), so nothing leaves this machine.
 */
const KEY = 'appLocal.keyLocal:local-secret-for-the-stand-in';
const seen: Array<{ path: string; body: Record<string, unknown> }> = [];
let server: Server;
let port: number;

// The SDK's browser build reads the browser's WebSocket when it loads (Node 20 has none), so it is imported after this.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
const { ablyTransport } = await import('../../../web/lib/realtime/ably-transport');

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    const path = req.url!.split('?')[0]!;
    if (path === '/is-the-internet-up.txt') return void res.writeHead(200).end('yes');
    // The SDK's WebSocket attempts (with the token it got) are refused: this stand-in only issues tokens.
    if (req.headers.upgrade) return void res.writeHead(404).end();
    seen.push({ path, body });
    const now = Date.now();
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        token: `tok-${seen.length}`,
        keyName: body.keyName,
        issued: now,
        expires: now + 3_600_000,
        capability: body.capability,
        clientId: body.clientId,
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

describe('Ably in the browser: token requests from the server, renewed through the grant procedure', () => {
  it('uses the first grant once, then asks the server for each renewal', async () => {
    const signer = ablyRealtime(KEY);
    const capability: Capability = { 'conversation:c1': ['subscribe', 'presence'], 'notifications:ana': ['subscribe'] };
    const first = (await signer.grant('ana', capability)) as Extract<RealtimeGrant, { kind: 'ably' }>;
    const renewals: RealtimeGrant[] = [];
    const fetchGrant = async () => {
      const g = (await signer.grant('ana', capability)) as RealtimeGrant;
      renewals.push(g);
      return g;
    };
    const states: string[] = [];
    const transport = ablyTransport(
      first,
      fetchGrant,
      { message: () => undefined, presence: () => undefined, state: (s) => states.push(s) },
      // Everything the SDK could reach (token endpoint, connectivity check, fallbacks) is this machine.
      {
        endpoint: '127.0.0.1',
        port,
        tls: false,
        autoConnect: false,
        useBinaryProtocol: false,
        logLevel: 0,
        fallbackHosts: [],
        connectivityCheckUrl: `http://127.0.0.1:${port}/is-the-internet-up.txt`,
      },
    );
    try {
      const tokenRequests = () => seen.filter((r) => r.path === '/keys/appLocal.keyLocal/requestToken');
      transport.refresh();
      await expect.poll(() => tokenRequests().length).toBe(1);
      expect(tokenRequests()[0]!.body).toMatchObject({
        keyName: 'appLocal.keyLocal',
        clientId: 'ana',
        mac: (first.tokenRequest as { mac: string }).mac,
      });
      expect(renewals).toHaveLength(0);

      // A renewal (here forced; Ably does it before the token expires): a new grant from the server.
      transport.refresh();
      await expect.poll(() => tokenRequests().length).toBe(2);
      expect(renewals).toHaveLength(1);
      const renewed = (renewals[0] as { tokenRequest: { mac: string; nonce: string } }).tokenRequest;
      expect(tokenRequests()[1]!.body).toMatchObject({ clientId: 'ana', mac: renewed.mac, nonce: renewed.nonce });
      expect(JSON.parse(tokenRequests()[1]!.body.capability as string)).toEqual({
        'conversation:c1': ['presence', 'subscribe'],
        'notifications:ana': ['subscribe'],
      });
    } finally {
      transport.close();
    }
  });
});
