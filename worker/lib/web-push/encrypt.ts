import { decodeBase64urlIgnorePadding } from '@oslojs/encoding';

/*
 * RFC 8291 (Message Encryption for Web Push) over RFC 8188's aes128gcm content coding, with
 * WebCrypto only, so the same code runs on Workers and Node. One record: the payloads the site
 * sends are a few hundred bytes, far under the 4096-byte record size.
 */

const RECORD_SIZE = 4096;
const encoder = new TextEncoder();
const P256 = { name: 'ECDH', namedCurve: 'P-256' } as const;

export interface PushKeys {
  /** The browser's P-256 public key, uncompressed (65 bytes), base64url. */
  p256dh: string;
  /** The browser's 16-byte auth secret, base64url. */
  auth: string;
}

/** Fixed salt and sender key pair: only the RFC's test vector passes them; every real message draws fresh ones. */
export interface EncryptionFixture {
  salt: Uint8Array;
  sender: CryptoKeyPair;
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', ikm as BufferSource, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: salt as BufferSource, info: info as BufferSource },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

/** The message body a push service accepts: header (salt, record size, sender key) then the one encrypted record. */
export async function encryptPushPayload(plaintext: Uint8Array, keys: PushKeys, fixture?: EncryptionFixture): Promise<Uint8Array> {
  const uaPublic = decodeBase64urlIgnorePadding(keys.p256dh);
  const authSecret = decodeBase64urlIgnorePadding(keys.auth);
  if (uaPublic.length !== 65 || uaPublic[0] !== 4) throw new Error('p256dh must be an uncompressed P-256 point');
  if (authSecret.length !== 16) throw new Error('auth must be 16 bytes');
  if (plaintext.length + 1 + 16 > RECORD_SIZE) throw new Error('payload too large for one record');

  const sender = fixture?.sender ?? ((await crypto.subtle.generateKey(P256, true, ['deriveBits'])) as CryptoKeyPair);
  const salt = fixture?.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const asPublic = new Uint8Array(await crypto.subtle.exportKey('raw', sender.publicKey));
  const uaKey = await crypto.subtle.importKey('raw', uaPublic as BufferSource, P256, false, []);
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: uaKey }, sender.privateKey, 256));

  // RFC 8291, sections 3.3 and 3.4: the auth secret and both public keys go into the input keying material.
  const keyInfo = concat(encoder.encode('WebPush: info\0'), uaPublic, asPublic);
  const ikm = await hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12);

  const aes = await crypto.subtle.importKey('raw', cek as BufferSource, 'AES-GCM', false, ['encrypt']);
  // The last (and only) record ends with the 0x02 delimiter and no padding.
  const record = concat(plaintext, new Uint8Array([2]));
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce as BufferSource }, aes, record as BufferSource),
  );

  const header = new Uint8Array(16 + 4 + 1 + asPublic.length);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  header.set(asPublic, 21);
  return concat(header, ciphertext);
}
