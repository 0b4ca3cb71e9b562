import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { decodeBase64 } from '@oslojs/encoding';
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
}

const seals = new WeakMap<AppConfig, PiiSeal>();

/** Keys derived exactly as `buildKeys` does (adapters/deps.ts). */
export function piiSeal(config: AppConfig): PiiSeal {
  let seal = seals.get(config);
  if (!seal) {
    const aesKey = Buffer.from(decodeBase64(config.CPF_ENCRYPTION_KEY).slice(0, 32));
    const hmacKey = Buffer.from(decodeBase64(config.CPF_HMAC_KEY));
    seal = {
      encrypt(plain) {
        const iv = randomBytes(12);
        const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
        return Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
      },
      cpfHash: (cpfDigits) => createHmac('sha256', hmacKey).update(cpfDigits).digest('hex'),
    };
    seals.set(config, seal);
  }
  return seal;
}

export const sha256HexSync = (text: string) => createHash('sha256').update(text).digest('hex');
