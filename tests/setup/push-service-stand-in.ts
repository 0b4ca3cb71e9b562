import { createECDH, createPublicKey, hkdfSync, randomBytes, createDecipheriv, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local push service for tests: it takes what the site POSTs to a subscription's endpoint, checks the
 * VAPID JWT as a push service does (ES256 over the `k=` key, audience = its own origin, not expired,
 * at most 24 hours) and decrypts the aes128gcm body with the subscription's private key, written with
 * node:crypto apart from the site's WebCrypto sender. Endpoints marked gone answer 410.
 */

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser side: the private key the stand-in decrypts with. */
  privateKey: Buffer;
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, as text. */
  text: string;
  headers: Record<string, string | undefined>;
  /** The VAPID public key the request named (k=). */
  vapidKey: string;
  /** The JWT's claims, after its signature checked out. */
  claims: { aud: string; exp: number; sub: string };
}

/** RFC 8291 decryption with the browser's keys (also run on the RFC's own example in the unit test). */
export function decryptPushBody(body: Buffer, privateKey: Buffer, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const uaPublic = ecdh.getPublicKey();
  const secret = ecdh.computeSecret(asPublic);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const record = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = record.length - 1;
  while (end >= 0 && record[end] === 0) end--;
  if (record[end] !== 2) throw new Error('missing last-record delimiter');
  return record.subarray(0, end).toString('utf8');
}

/** Checks `vapid t=…, k=…` the way a push service would; throws with the reason otherwise. */
export function checkVapid(authorization: string | undefined, origin: string, nowMs = Date.now()) {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`no vapid authorization: ${authorization}`);
  const [, header, payload, signature, k] = m as unknown as [string, string, string, string, string];
  const pub = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('vapid signature does not verify');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (head.alg !== 'ES256') throw new Error(`vapid alg ${head.alg}`);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`vapid aud ${claims.aud} is not ${origin}`);
  const now = Math.floor(nowMs / 1000);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error('vapid exp out of range');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`vapid sub ${claims.sub}`);
  return { claims, vapidKey: k };
}

/** `now`: the push service's clock for the JWT's expiry (a test's own clock when the site runs on one). */
export async function startPushServiceStandIn(o: { now?: () => number } = {}) {
  const now = o.now ?? Date.now;
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  const waiters: Array<() => void> = [];
  const subscriptions = new Map<string, TestSubscription>();
  const errors: string[] = [];

  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const endpoint = `${origin}${req.url}`;
    const sub = subscriptions.get(endpoint);
    if (!sub || req.method !== 'POST') return void res.writeHead(404).end();
    if (gone.has(endpoint)) return void res.writeHead(410).end();
    try {
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('content-encoding is not aes128gcm');
      if (!req.headers.ttl) throw new Error('no TTL header');
      const { claims, vapidKey } = checkVapid(req.headers.authorization, origin, now());
      const text = decryptPushBody(body, sub.privateKey, Buffer.from(sub.keys.auth, 'base64url'));
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));
      received.push({ endpoint, text, headers, vapidKey, claims });
      res.writeHead(201).end();
      waiters.splice(0).forEach((w) => w());
    } catch (e) {
      errors.push(e instanceof Error ? e.message : String(e));
      res.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Requests the stand-in refused (bad VAPID, undecryptable body): a test asserts it stays empty. */
    errors,
    /** A browser's subscription on this service: fresh P-256 keys and auth secret. */
    subscribe(): TestSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const sub = {
        endpoint: `${origin}/push/${randomBytes(12).toString('hex')}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        privateKey: ecdh.getPrivateKey(),
      };
      subscriptions.set(sub.endpoint, sub);
      return sub;
    },
    /** The endpoint answers 410 Gone from now on (the browser dropped the subscription). */
    markGone: (endpoint: string) => gone.add(endpoint),
    /** Resolves once `count` messages arrived for the endpoint (or for any, without one). */
    /** What one device was shown so far: each push's decrypted JSON payload, in order. */
    shown(endpoint: string) {
      return received.filter((r) => r.endpoint === endpoint).map((r) => JSON.parse(r.text) as Record<string, string>);
    },
    async waitFor(count: number, endpoint?: string, timeoutMs = 10_000): Promise<ReceivedPush[]> {
      const mine = () => received.filter((r) => !endpoint || r.endpoint === endpoint);
      const deadline = Date.now() + timeoutMs;
      while (mine().length < count) {
        if (Date.now() > deadline) throw new Error(`push stand-in: ${mine().length} of ${count} messages (errors: ${errors.join('; ')})`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 100);
        });
      }
      return mine();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;
