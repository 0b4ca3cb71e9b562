import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { buildWorkerDeps } from '../../worker/cloudflare/build-deps';
import { systemClock } from '../../worker/adapters/clock/port';
import { webPushSender } from '../../worker/adapters/push/web-push';
import { encryptPushPayload } from '../../worker/lib/web-push/encrypt';
import { silentLogger } from '../../worker/lib/logger';
import { TEST_VAPID_PRIVATE_KEY, TEST_VAPID_PUBLIC_KEY } from '../setup/test-config';

const b64u = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const toB64u = (b: Uint8Array) =>
  btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const curve = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** RFC 8291 Appendix A (the same example the Node unit test holds the sender to). */
const RFC = {
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

/** Web Push inside workerd: the same WebCrypto sender the Node entry uses. */
describe('Web Push in the Worker', () => {
  it("encrypts RFC 8291's example byte for byte", async () => {
    const pub = b64u(RFC.asPublic);
    const jwk = { kty: 'EC', crv: 'P-256', x: toB64u(pub.slice(1, 33)), y: toB64u(pub.slice(33)) };
    const sender = {
      publicKey: await crypto.subtle.importKey('jwk', jwk, curve, true, []),
      privateKey: await crypto.subtle.importKey('jwk', { ...jwk, d: RFC.asPrivate }, curve, false, ['deriveBits']),
    };
    const body = await encryptPushPayload(
      new TextEncoder().encode('When I grow up, I want to be a watermelon'),
      { p256dh: RFC.uaPublic, auth: RFC.auth },
      { salt: b64u(RFC.salt), sender },
    );
    expect(toB64u(body)).toBe(RFC.body);
  });

  it('sends one POST with a VAPID JWT that verifies with the public key, and calls a 410 gone', async () => {
    const requests: Request[] = [];
    let status = 201;
    const sender = webPushSender({
      keys: { publicKey: TEST_VAPID_PUBLIC_KEY, privateKey: TEST_VAPID_PRIVATE_KEY, subject: 'mailto:contato@mcmito.com.br' },
      appEnv: 'production',
      clock: systemClock,
      fetch: async (input, init) => (requests.push(new Request(input, init)), new Response(null, { status })),
    });
    const ua = (await crypto.subtle.generateKey(curve, true, ['deriveBits'])) as CryptoKeyPair;
    const target = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      p256dh: toB64u(new Uint8Array((await crypto.subtle.exportKey('raw', ua.publicKey)) as ArrayBuffer)),
      auth: toB64u(crypto.getRandomValues(new Uint8Array(16))),
    };
    const message = {
      title: 'A live começou!',
      body: 'Live de lançamento — assista agora no seu painel.',
      url: '/dashboard',
      tag: 'live:1',
    };
    expect(await sender.send(target, message, { urgency: 'high' })).toEqual({ outcome: 'sent', status: 201 });
    const [req] = requests;
    expect(req!.headers.get('content-encoding')).toBe('aes128gcm');
    const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(req!.headers.get('authorization')!)!;
    expect(key).toBe(TEST_VAPID_PUBLIC_KEY);
    const [h, p, s] = jwt!.split('.');
    const verifyKey = await crypto.subtle.importKey('raw', b64u(key!), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    const ok = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, verifyKey, b64u(s!), new TextEncoder().encode(`${h}.${p}`));
    expect(ok).toBe(true);
    expect(JSON.parse(new TextDecoder().decode(b64u(p!)))).toMatchObject({ aud: 'https://fcm.googleapis.com' });
    // The body never carries the message in the clear.
    expect(new TextDecoder().decode(await req!.arrayBuffer())).not.toContain('live');

    status = 410;
    expect(await sender.send(target, message, { urgency: 'high' })).toEqual({ outcome: 'gone', status: 410 });
    // In production nothing but the known push services is called.
    expect(await sender.send({ ...target, endpoint: 'http://127.0.0.1:9/x' }, message, { urgency: 'high' })).toMatchObject({
      outcome: 'gone',
    });
    expect(requests).toHaveLength(2);
  });

  it('without VAPID keys outside production, pushes are off and say so', async () => {
    const { deps, degraded } = await buildWorkerDeps(env, silentLogger);
    expect(deps.push.publicKey).toBeNull();
    expect(degraded.join('\n')).toMatch(/VAPID_PUBLIC_KEY\/VAPID_PRIVATE_KEY not set: nothing is pushed/);
  });
});
