import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../worker/adapters/random/port';
import { COUPON_ALPHABET, COUPON_PATTERN, generateCoupon, normalizeCoupon } from '../../worker/lib/coupon';

describe('raffle coupon', () => {
  it('looks like MITO-7K3P-Q9 and avoids look-alike characters', () => {
    for (let i = 0; i < 2000; i++) {
      const c = generateCoupon(cryptoRandom.bytes);
      expect(c).toMatch(COUPON_PATTERN);
      expect(c.slice(5)).not.toMatch(/[01IO]/);
    }
    expect(COUPON_ALPHABET).toHaveLength(32);
  });

  it('uses every symbol with roughly equal frequency', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 5000; i++)
      for (const ch of generateCoupon(cryptoRandom.bytes).slice(5).replace('-', '')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(32);
    for (const n of counts.values()) expect(n).toBeGreaterThan((30000 / 32) * 0.75);
  });

  it('is practically unique (10,000 codes, no repeats)', () => {
    const seen = new Set(Array.from({ length: 10_000 }, () => generateCoupon(cryptoRandom.bytes)));
    expect(seen.size).toBeGreaterThan(9_990);
  });

  it('reads what people type: lower case, spaces, no dashes', () => {
    expect(normalizeCoupon('mito-7k3p-q9')).toBe('MITO-7K3P-Q9');
    expect(normalizeCoupon(' MITO 7K3P Q9 ')).toBe('MITO-7K3P-Q9');
    expect(normalizeCoupon('7k3pq9')).toBe('MITO-7K3P-Q9');
    expect(normalizeCoupon('MITO-7K3P-Q')).toBeNull();
    expect(normalizeCoupon('MITO-0K3P-Q9')).toBeNull();
  });
});
