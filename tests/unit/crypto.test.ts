import { describe, expect, it } from 'vitest';
import {
  decryptText,
  encryptText,
  hmacHex,
  importAesKey,
  importHmacKey,
  randomToken,
  sha256Hex,
  timingSafeEqual,
} from '../../worker/lib/crypto';
import { hashPassword, verifyPassword } from '../../worker/lib/password';

const key = () => importAesKey(new Uint8Array(32).fill(3));

describe('personal data encryption', () => {
  it('round-trips and never repeats a ciphertext', async () => {
    const k = await key();
    const a = await encryptText(k, '52998224725');
    const b = await encryptText(k, '52998224725');
    expect(a).not.toEqual(b);
    expect(a).not.toContain('52998224725');
    expect(await decryptText(k, a)).toBe('52998224725');
  });

  it('refuses a tampered ciphertext', async () => {
    const k = await key();
    const sealed = await encryptText(k, 'segredo');
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    await expect(decryptText(k, bytes.toString('base64'))).rejects.toThrow();
  });

  it('refuses a key of the wrong size', async () => {
    await expect(importAesKey(new Uint8Array(16))).rejects.toThrow();
  });
});

describe('keyed hashes and tokens', () => {
  it('HMAC is stable per key and differs across keys', async () => {
    const k1 = await importHmacKey(new Uint8Array(32).fill(1));
    const k2 = await importHmacKey(new Uint8Array(32).fill(2));
    expect(await hmacHex(k1, '52998224725')).toBe(await hmacHex(k1, '52998224725'));
    expect(await hmacHex(k1, '52998224725')).not.toBe(await hmacHex(k2, '52998224725'));
  });

  it('sha256 matches a known vector', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('tokens are url-safe and distinct', () => {
    const tokens = new Set(Array.from({ length: 500 }, () => randomToken()));
    expect(tokens.size).toBe(500);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('timingSafeEqual compares exactly', () => {
    expect(timingSafeEqual('abc', 'abc')).toBe(true);
    expect(timingSafeEqual('abc', 'abd')).toBe(false);
    expect(timingSafeEqual('abc', 'abcd')).toBe(false);
  });
});

describe('password hashing (scrypt)', () => {
  it('verifies the right password only', async () => {
    const h = await hashPassword('senha-forte-do-mito');
    expect(h).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('senha-forte-do-mito', h)).toBe(true);
    expect(await verifyPassword('senha-errada', h)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
