import { createHmac } from 'node:crypto';
import { decodeBase64 } from '@oslojs/encoding';
import type { AppConfig } from '../../env';
import { piiSeal } from '../../lib/pii-seal';

/**
 * A member's WhatsApp at rest: AES-GCM sealed (read back only for the member) plus a keyed
 * hash of the digits, domain-separated from the CPF hash, so "was this WhatsApp already
 * used for a trial" is answerable without decrypting anyone's number.
 */
function whatsappHash(config: AppConfig, digits: string): string {
  return createHmac('sha256', Buffer.from(decodeBase64(config.CPF_HMAC_KEY)))
    .update(`whatsapp:${digits}`)
    .digest('hex');
}

export function sealWhatsapp(config: AppConfig, digits: string) {
  return { whatsappSealed: piiSeal(config).encrypt(digits), whatsappHash: whatsappHash(config, digits) };
}
