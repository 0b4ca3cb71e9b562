/**
 * Raffle coupons: `MITO-7K3P-Q9`. Six random characters from an alphabet of 32
 * without 0/O and 1/I, so a coupon read aloud or copied by hand stays right;
 * 32^6 ≈ 1.07 billion codes, and the unique index catches the rare collision.
 */
export const COUPON_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const COUPON_PATTERN = /^MITO-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/;

/** `bytes` gives n random bytes (the random port); 32 symbols = 5 bits each, so `byte & 31` is uniform. */
export function generateCoupon(bytes: (n: number) => Uint8Array): string {
  const chars = Array.from(bytes(6), (b) => COUPON_ALPHABET[b & 31]);
  return `MITO-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** What a person typed → the canonical code, or null: case, spaces and missing dashes are forgiven. */
export function normalizeCoupon(input: string): string | null {
  const raw = input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const body = raw.startsWith('MITO') ? raw.slice(4) : raw;
  if (body.length !== 6) return null;
  const code = `MITO-${body.slice(0, 4)}-${body.slice(4)}`;
  return COUPON_PATTERN.test(code) ? code : null;
}
