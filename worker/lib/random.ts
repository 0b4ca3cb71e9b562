import { encodeBase64urlNoPadding } from '@oslojs/encoding';

export interface Random {
  /** Fills n bytes from a cryptographically secure source. */
  bytes(n: number): Uint8Array;
  /** A 128-bit random id (22 url-safe characters). */
  id(): string;
  /** A uniform integer in [0, max). */
  int(max: number): number;
}

const POOL_BYTES = 4096;
const POOLED_MAX = 256;

/**
 * Small draws come from a 4 KiB buffer filled by one `getRandomValues` call,
 * as Node does for `randomUUID`: on the vote path each call into the CSPRNG
 * cost more than the crypto it fed (profiled: `randomFillSync` was 7–9 % of the
 * vote server's samples for a handful of 6–32-byte draws per vote). Every byte
 * is handed out once, as a copy, so a caller never sees it change.
 */
function pooledBytes(): (n: number) => Uint8Array {
  const pool = new Uint8Array(POOL_BYTES);
  let used = POOL_BYTES;
  return (n) => {
    if (n > POOLED_MAX) return crypto.getRandomValues(new Uint8Array(n));
    if (used + n > POOL_BYTES) {
      crypto.getRandomValues(pool);
      used = 0;
    }
    const out = pool.slice(used, used + n);
    // Wipe what was handed out so the copy is the only one left in memory.
    pool.fill(0, used, used + n);
    used += n;
    return out;
  };
}

const bytes = pooledBytes();

export const cryptoRandom: Random = {
  bytes,
  id: () => encodeBase64urlNoPadding(bytes(16)),
  int: (max) => {
    // Rejection sampling keeps the result uniform.
    const limit = Math.floor(0x1_0000_0000 / max) * max;
    for (;;) {
      const b = bytes(4);
      const v = (b[0]! | (b[1]! << 8) | (b[2]! << 16) | (b[3]! << 24)) >>> 0;
      if (v < limit) return v % max;
    }
  },
};
