import { encodeBase64urlNoPadding } from '@oslojs/encoding';

export interface Random {
  /** Fills n bytes from a cryptographically secure source. */
  bytes(n: number): Uint8Array;
  /** A 128-bit random id (22 url-safe characters). */
  id(): string;
  /** A uniform integer in [0, max). */
  int(max: number): number;
}

export const cryptoRandom: Random = {
  bytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
  id: () => encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(16))),
  int: (max) => {
    // Rejection sampling keeps the result uniform.
    const limit = Math.floor(0x1_0000_0000 / max) * max;
    const buf = new Uint32Array(1);
    for (;;) {
      crypto.getRandomValues(buf);
      if (buf[0]! < limit) return buf[0]! % max;
    }
  },
};
