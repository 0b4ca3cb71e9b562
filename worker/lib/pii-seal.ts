import { createCipheriv, createHash, createHmac } from 'node:crypto';
import { decodeBase64 } from '@oslojs/encoding';
import { inboxOf } from './email-normal';
import { cryptoRandom, type Random } from './random';
import type { AppConfig } from '../env';

/**
 * The vote path's crypto, synchronous: node:crypto (Node, and Workers with
 * nodejs_compat) instead of WebCrypto, whose per-call job and thread-pool
 * round trip cost more than the work itself for a few dozen bytes. Outputs are
 * byte-for-byte the formats of lib/crypto.ts, so `decryptText` and `hmacHex`
 * read them: base64(iv ‖ ciphertext ‖ tag) and lower-case hex.
 */
export interface PiiSeal {
  /** AES-256-GCM with a random 96-bit IV. */
  encrypt(plain: string): string;
  /** HMAC-SHA-256 with the CPF key, hex. */
  cpfHash(cpfDigits: string): string;
  /** HMAC-SHA-256 of the address's inbox (`inboxOf`), with a key derived from the CPF key: one value per inbox. */
  emailHash(email: string): string;
}

const keyCache = new WeakMap<AppConfig, { aesKey: Buffer; hmacKey: Buffer; emailKey: Buffer }>();

/** Keys derived exactly as `buildKeys` does (adapters/deps.ts), once per configuration. */
function keysOf(config: AppConfig) {
  let keys = keyCache.get(config);
  if (!keys) {
    const hmacKey = Buffer.from(decodeBase64(config.CPF_HMAC_KEY));
    // A key of its own for e-mails, so an e-mail hash never equals a CPF hash.
    const emailKey = createHmac('sha256', hmacKey).update('email-inbox-v1').digest();
    keys = { aesKey: Buffer.from(decodeBase64(config.CPF_ENCRYPTION_KEY).slice(0, 32)), hmacKey, emailKey };
    keyCache.set(config, keys);
  }
  return keys;
}

/** IVs come from the random port (pooled there: one CSPRNG call serves many votes); callers with deps pass deps.random. */
export function piiSeal(config: AppConfig, random: Pick<Random, 'bytes'> = cryptoRandom): PiiSeal {
  const { aesKey, hmacKey, emailKey } = keysOf(config);
  return {
    encrypt(plain) {
      const iv = random.bytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      return Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    },
    cpfHash: (cpfDigits) => createHmac('sha256', hmacKey).update(cpfDigits).digest('hex'),
    emailHash: (email) => createHmac('sha256', emailKey).update(inboxOf(email)).digest('hex'),
  };
}

export const sha256HexSync = (text: string) => createHash('sha256').update(text).digest('hex');
