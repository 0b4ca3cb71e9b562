import { describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../worker/adapters/random/port';
import { sortableId } from '../../worker/lib/sortable-id';

describe('cryptoRandom (pooled)', () => {
  it('hands out each draw as its own copy: later draws and pool refills never change it', () => {
    const first = cryptoRandom.bytes(32);
    const kept = Array.from(first);
    // Several refills of the 4 KiB pool.
    for (let i = 0; i < 1000; i++) cryptoRandom.bytes(31);
    expect(Array.from(first)).toEqual(kept);
  });

  it('gives the asked length, small or large, and no two ids alike', () => {
    for (const n of [1, 6, 12, 32, 255, 256, 257, 5000]) expect(cryptoRandom.bytes(n)).toHaveLength(n);
    const ids = new Set(Array.from({ length: 20_000 }, () => cryptoRandom.id()));
    expect(ids.size).toBe(20_000);
  });

  it('spreads bytes evenly (no zeroed or repeated stretch across refills)', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 4000; i++) for (const b of cryptoRandom.bytes(25)) counts[b]!++;
    // 100,000 bytes: each value expected ~390 times; a broken pool (zeros, reuse) is far outside this.
    expect(Math.min(...counts)).toBeGreaterThan(250);
    expect(Math.max(...counts)).toBeLessThan(550);
  });

  it('int stays uniform in [0, max)', () => {
    const seen = new Array<number>(7).fill(0);
    for (let i = 0; i < 7000; i++) seen[cryptoRandom.int(7)]!++;
    expect(Math.min(...seen)).toBeGreaterThan(800);
  });
});

describe('sortableId', () => {
  it('sorts by creation time as text and stays unguessable (96 random bits)', () => {
    const a = sortableId(new Date('2026-11-23T12:00:00.000Z'), cryptoRandom);
    const b = sortableId(new Date('2026-11-23T12:00:00.001Z'), cryptoRandom);
    const c = sortableId(new Date('2027-01-01T00:00:00Z'), cryptoRandom);
    expect([c, a, b].sort()).toEqual([a, b, c]);
    expect(a).toMatch(/^[0-9a-f]{12}[A-Za-z0-9_-]{16}$/);
    const same = new Set(Array.from({ length: 5000 }, () => sortableId(new Date(0), cryptoRandom)));
    expect(same.size).toBe(5000);
  });
});
