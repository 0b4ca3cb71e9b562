import { decodeBase64, encodeBase64, encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return encodeHexLowerCase(new Uint8Array(digest));
}

export async function importHmacKey(secret: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export async function hmacHex(key: CryptoKey, text: string): Promise<string> {
  const sig = await crypto.subtle.sign('HMAC', key, encoder.encode(text));
  return encodeHexLowerCase(new Uint8Array(sig));
}

export async function importAesKey(secret: Uint8Array): Promise<CryptoKey> {
  if (secret.length !== 32) throw new Error('AES key must be 32 bytes');
  return crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** AES-256-GCM with a random 96-bit IV; output is base64(iv ‖ ciphertext ‖ tag). */
export async function encryptText(key: CryptoKey, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(plain)));
  const out = new Uint8Array(iv.length + ct.length);
  out.set(iv);
  out.set(ct, iv.length);
  return encodeBase64(out);
}

export async function decryptText(key: CryptoKey, sealed: string): Promise<string> {
  const raw = decodeBase64(sealed);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: raw.slice(0, 12) }, key, raw.slice(12));
  return decoder.decode(plain);
}

export function randomToken(bytes = 32): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Constant-time comparison of two strings of equal length. */
export function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
