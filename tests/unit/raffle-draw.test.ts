import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponListText, drawWinners, parseCouponList, sha256HexOf } from '../../worker/lib/raffle-draw';

const coupon = fc.stringMatching(/^MITO-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/);
const coupons = fc.uniqueArray(coupon, { minLength: 1, maxLength: 300 });
const seed = fc.string({ minLength: 3, maxLength: 60 });

describe('raffle draw: same list hash + seed → same winners', () => {
  it('is deterministic, whatever the order the coupons were read in', () => {
    fc.assert(
      fc.property(coupons, seed, fc.nat(), (list, s, shift) => {
        const text = couponListText(list);
        const h = sha256HexOf(text);
        const rotated = [...list.slice(shift % list.length), ...list.slice(0, shift % list.length)];
        const again = couponListText(rotated);
        expect(again).toBe(text);
        expect(drawWinners(h, s, parseCouponList(text))).toEqual(drawWinners(sha256HexOf(again), s, parseCouponList(again)));
      }),
    );
  });

  it('draws min(10, N) distinct coupons from the list', () => {
    fc.assert(
      fc.property(coupons, seed, (list, s) => {
        const parsed = parseCouponList(couponListText(list));
        const winners = drawWinners(sha256HexOf(couponListText(list)), s, parsed);
        expect(winners).toHaveLength(Math.min(10, list.length));
        expect(new Set(winners).size).toBe(winners.length);
        for (const w of winners) expect(parsed).toContain(w);
      }),
    );
  });

  it('another seed or another list gives another draw (for lists large enough to tell)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(coupon, { minLength: 50, maxLength: 200 }), seed, seed, (list, a, b) => {
        fc.pre(a !== b);
        const text = couponListText(list);
        const h = sha256HexOf(text);
        const parsed = parseCouponList(text);
        expect(drawWinners(h, a, parsed)).not.toEqual(drawWinners(h, b, parsed));
        expect(drawWinners(sha256HexOf(`${text}MITO-XXXX-XX\n`), a, parsed)).not.toEqual(drawWinners(h, a, parsed));
      }),
    );
  });

  it('the published list file hashes as sha256sum would (LF line ends, sorted, no duplicates)', () => {
    const text = couponListText(['MITO-BBBB-22', 'MITO-AAAA-22', 'MITO-BBBB-22']);
    expect(text).toBe('MITO-AAAA-22\nMITO-BBBB-22\n');
    expect(sha256HexOf(text)).toBe(createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex'));
  });

  it('a fixed vector, so a change of algorithm cannot pass unnoticed', () => {
    const list = Array.from({ length: 30 }, (_, i) => `MITO-${String(i).padStart(4, '2')}-AA`);
    const text = couponListText(list);
    const winners = drawWinners(sha256HexOf(text), 'Loteria Federal 05923: 12345', parseCouponList(text));
    // Computed with Python's hashlib from the steps published on /sorteio (RAFFLE_SCRIPT), not with this code.
    expect(winners).toEqual([
      'MITO-2225-AA',
      'MITO-2220-AA',
      'MITO-2212-AA',
      'MITO-2216-AA',
      'MITO-2219-AA',
      'MITO-2227-AA',
      'MITO-2215-AA',
      'MITO-2213-AA',
      'MITO-2214-AA',
      'MITO-2222-AA',
    ]);
    expect(drawWinnersReference(sha256HexOf(text), 'Loteria Federal 05923: 12345', parseCouponList(text))).toEqual(winners);
  });
});

/** The documented steps written out independently (as the page's Python script does them). */
function drawWinnersReference(h: string, s: string, list: string[]): string[] {
  const n = list.length;
  const limit = Math.floor(2 ** 48 / n) * n;
  const out: string[] = [];
  for (let k = 0; out.length < Math.min(10, n); k++) {
    const x = Number.parseInt(createHash('sha256').update(`${h}:${s}:${k}`).digest('hex').slice(0, 12), 16);
    if (x < limit && !out.includes(list[x % n]!)) out.push(list[x % n]!);
  }
  return out;
}
