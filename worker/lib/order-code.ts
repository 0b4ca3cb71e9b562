import type { Random } from './random';

// Crockford base32: no I, L, O or U, so a code read aloud or typed is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ORDER_CODE_PREFIX = 'MITO-';
const ORDER_CODE_LENGTH = 12;
export const ORDER_CODE_PATTERN = /^MITO-[0-9A-HJKMNP-TV-Z]{12}$/;

/** `MITO-` + 12 random base32 characters (60 bits): the only key to an order's confirmation page. */
export function newOrderCode(random: Random): string {
  const bytes = random.bytes(ORDER_CODE_LENGTH);
  let out = ORDER_CODE_PREFIX;
  // 256 is a multiple of 32, so `b % 32` is uniform.
  for (const b of bytes) out += ALPHABET[b % 32];
  return out;
}

/** Accepts what people type: lower case, spaces, a missing dash. */
export function normaliseOrderCode(input: string): string {
  const s = input.trim().toUpperCase().replace(/\s+/g, '');
  return s.startsWith('MITO') && !s.startsWith(ORDER_CODE_PREFIX) ? `${ORDER_CODE_PREFIX}${s.slice(4)}` : s;
}
