import { createDecipheriv } from 'node:crypto';
import { decodeBase64 } from '@oslojs/encoding';
import type { AppConfig } from '../env';

const keys = new WeakMap<AppConfig, Buffer>();

/**
 * Opens what `piiSeal().encrypt` sealed (base64(iv ‖ ciphertext ‖ tag), AES-256-GCM),
 * synchronously: the artist panel opens a page of rows at a time, and node:crypto
 * does that without a WebCrypto round trip per field.
 */
export function openPii(config: AppConfig, sealed: string): string {
  let key = keys.get(config);
  if (!key) {
    key = Buffer.from(decodeBase64(config.CPF_ENCRYPTION_KEY).slice(0, 32));
    keys.set(config, key);
  }
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
}

/** A voter's name: sealed since `name_sealed`, in clear in votes stored before (until the backfill seals them). */
export const openVoterName = (config: AppConfig, name: string, sealed: boolean | number) => (sealed ? openPii(config, name) : name);

/** `***.456.789-**`: the middle six digits, as lists show a CPF until it is revealed. */
export const maskCpf = (digits: string) => `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;

export const formatCpf = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}`;
