import { createECDH, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPushPayload } from '../../worker/lib/web-push/encrypt';
import { pushEndpointAllowed } from '../../worker/lib/web-push/endpoint';
import { importVapidSigningKey, vapidAuthorization } from '../../worker/lib/web-push/vapid';
import { checkVapid, decryptPushBody } from '../setup/push-service-stand-in';

const b64u = (s: string) => Buffer.from(s, 'base64url');

/** RFC 8291 Appendix A. */
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

async function rfcSender(): Promise<CryptoKeyPair> {
  const pub = b64u(RFC.asPublic);
  const jwk = { kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33).toString('base64url') };
  const curve = { name: 'ECDH', namedCurve: 'P-256' };
  return {
    publicKey: await crypto.subtle.importKey('jwk', jwk, curve, true, []),
    privateKey: await crypto.subtle.importKey('jwk', { ...jwk, d: RFC.asPrivate }, curve, false, ['deriveBits']),
  };
}

describe('Web Push payload encryption (RFC 8291, aes128gcm)', () => {
  it("reproduces the RFC's Appendix A message byte for byte", async () => {
    const body = await encryptPushPayload(
      new TextEncoder().encode(RFC.plaintext),
      { p256dh: RFC.uaPublic, auth: RFC.auth },
      { salt: b64u(RFC.salt), sender: await rfcSender() },
    );
    expect(Buffer.from(body).toString('base64url')).toBe(RFC.body);
  });

  it("the stand-in's decryption opens the RFC's message with the browser's private key", () => {
    expect(decryptPushBody(b64u(RFC.body), b64u(RFC.uaPrivate), b64u(RFC.auth))).toBe(RFC.plaintext);
  });

  it('a real message (fresh salt and sender key) opens with the subscription’s key and no other', async () => {
    const ua = createECDH('prime256v1');
    ua.generateKeys();
    const auth = Buffer.alloc(16, 3);
    const keys = { p256dh: ua.getPublicKey().toString('base64url'), auth: auth.toString('base64url') };
    const text = JSON.stringify({ title: 'Nova mensagem', body: 'Ana: bora? ✨' });
    const one = await encryptPushPayload(new TextEncoder().encode(text), keys);
    const two = await encryptPushPayload(new TextEncoder().encode(text), keys);
    expect(Buffer.from(one).equals(Buffer.from(two))).toBe(false);
    expect(decryptPushBody(Buffer.from(one), ua.getPrivateKey(), auth)).toBe(text);
    const other = createECDH('prime256v1');
    other.generateKeys();
    expect(() => decryptPushBody(Buffer.from(one), other.getPrivateKey(), auth)).toThrow();
  });
});

describe('VAPID (RFC 8292)', () => {
  const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = pair.privateKey.export({ format: 'jwk' });
  const keys = {
    publicKey: Buffer.concat([Buffer.from([4]), b64u(jwk.x!), b64u(jwk.y!)]).toString('base64url'),
    privateKey: jwk.d!,
    subject: 'mailto:contato@mcmito.com.br',
  };
  const now = Date.UTC(2026, 11, 7, 12);

  it('signs an ES256 JWT for the endpoint’s origin that a push service verifies', async () => {
    const header = await vapidAuthorization('https://fcm.googleapis.com/fcm/send/abc', keys, await importVapidSigningKey(keys), now);
    const { claims, vapidKey } = checkVapid(header, 'https://fcm.googleapis.com', now);
    expect(vapidKey).toBe(keys.publicKey);
    expect(claims).toEqual({ aud: 'https://fcm.googleapis.com', exp: now / 1000 + 12 * 3600, sub: keys.subject });
  });

  it('a JWT signed by another key, or for another origin, is refused', async () => {
    const header = await vapidAuthorization('https://fcm.googleapis.com/x', keys, await importVapidSigningKey(keys), now);
    expect(() => checkVapid(header, 'https://updates.push.services.mozilla.com', now)).toThrow(/aud/);
    const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
    const forged = header.replace(/k=.*$/, `k=${Buffer.concat([Buffer.from([4]), b64u(other.x!), b64u(other.y!)]).toString('base64url')}`);
    expect(() => checkVapid(forged, 'https://fcm.googleapis.com', now)).toThrow(/signature/);
  });
});

describe('push endpoints the server calls', () => {
  it('production: https on the known push services only', () => {
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', 'production')).toBe(true);
    expect(pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', 'production')).toBe(true);
    expect(pushEndpointAllowed('https://web.push.apple.com/Q', 'production')).toBe(true);
    expect(pushEndpointAllowed('https://db5p.notify.windows.com/w/?token=x', 'production')).toBe(true);
    expect(pushEndpointAllowed('http://fcm.googleapis.com/fcm/send/abc', 'production')).toBe(false);
    expect(pushEndpointAllowed('https://fcm.googleapis.com.evil.example/x', 'production')).toBe(false);
    expect(pushEndpointAllowed('https://fcm.googleapis.com:8443/x', 'production')).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/x', 'production')).toBe(false);
    expect(pushEndpointAllowed('https://169.254.169.254/latest', 'production')).toBe(false);
  });

  it('outside production, also http://127.0.0.1 (the local stand-in), and nothing else local', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/x', 'test')).toBe(true);
    expect(pushEndpointAllowed('http://localhost:4000/push/x', 'test')).toBe(false);
    expect(pushEndpointAllowed('http://10.0.0.1/push/x', 'development')).toBe(false);
    expect(pushEndpointAllowed('not a url', 'development')).toBe(false);
  });
});
