import { describe, expect, it } from 'vitest';
import { DESIGNS } from '../../db/seed/catalogue';
import { formatPercent, percentages } from '../../worker/lib/percent';

const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 10) / 10;

describe('poll percentages', () => {
  it('the launch counts (287/431/356/512/569) give one-decimal shares that add to 100', () => {
    const p = percentages(DESIGNS.map((d) => d.baseVotes));
    expect(p).toEqual([13.3, 20, 16.5, 23.8, 26.4]);
    expect(sum(p)).toBe(100);
  });

  it('always adds to exactly 100.0 with one decimal', () => {
    for (let seed = 1; seed < 300; seed++) {
      const counts = Array.from({ length: 5 }, (_, i) => ((seed * 7919 * (i + 3)) % 997) + (i === 0 ? 0 : 1));
      const p = percentages(counts);
      expect(sum(p)).toBe(100);
      for (const x of p) expect(Math.round(x * 10)).toBe(x * 10);
    }
  });

  it('thirds round so the total stays 100', () => {
    expect(percentages([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
  });

  it('no votes at all → zeros, not NaN', () => {
    expect(percentages([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('formats with a decimal comma', () => {
    expect(formatPercent(25.5)).toBe('25,5%');
    expect(formatPercent(16)).toBe('16,0%');
  });
});
