import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  couponListText,
  drawRound,
  drawWinners,
  parseCouponList,
  remainingListText,
  roundSeed,
  sha256HexOf,
} from '../../worker/lib/raffle-draw';

const coupon = fc.stringMatching(/^MITO-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/);
const coupons = fc.uniqueArray(coupon, { minLength: 1, maxLength: 200 });
const seed = fc.string({ minLength: 3, maxLength: 60 });
/** Which of a round's winners claimed their prize: one flag per winner, the rest redrawn. */
const claims = fc.array(fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), { minLength: 2, maxLength: 2 });

/** Rounds 1–3 as the server runs them: each round draws as many prizes as the previous left unclaimed. */
function rounds(list: string, s: string, claimed: boolean[][]) {
  const out: string[][] = [];
  let prizes = 10;
  for (let round = 1; round <= 3 && prizes > 0; round++) {
    const r = drawRound(list, s, round, out.flat(), prizes);
    if (r.winners.length === 0) break;
    out.push(r.winners);
    prizes = r.winners.filter((_, i) => !claimed[round - 1]?.[i]).length;
  }
  return out;
}

describe('raffle redraws: reproducible, never a previous winner', () => {
  it('the same list, seed and claims give the same rounds; no coupon wins twice; every round draws from the list', () => {
    fc.assert(
      fc.property(coupons, seed, claims, (list, s, claimed) => {
        const text = couponListText(list);
        const first = rounds(text, s, claimed);
        // Recomputed from a list read in another order: the published file is the same, so are the rounds.
        expect(rounds(couponListText([...list].reverse()), s, claimed)).toEqual(first);
        const all = first.flat();
        expect(new Set(all).size).toBe(all.length);
        for (const c of all) expect(list).toContain(c);
        for (let r = 1; r < first.length; r++) {
          const earlier = new Set(first.slice(0, r).flat());
          for (const c of first[r]!) expect(earlier.has(c)).toBe(false);
          // At most as many prizes as the round before left unclaimed.
          expect(first[r]!.length).toBeLessThanOrEqual(first[r - 1]!.filter((_, i) => !claimed[r - 1]![i]).length);
        }
      }),
    );
  });

  it('a redraw is the published algorithm on the reduced list, with its own hash and the seed "S:rodada:r"', () => {
    fc.assert(
      fc.property(coupons, seed, fc.integer({ min: 2, max: 3 }), fc.integer({ min: 1, max: 10 }), (list, s, round, prizes) => {
        const text = couponListText(list);
        const earlier = drawWinners(sha256HexOf(text), s, parseCouponList(text));
        const reduced = remainingListText(text, earlier);
        const r = drawRound(text, s, round, earlier, prizes);
        expect(r.seed).toBe(`${s}:rodada:${round}`);
        expect(roundSeed(s, round)).toBe(r.seed);
        expect(r.listSha256).toBe(sha256HexOf(reduced));
        expect(r.couponCount).toBe(list.length - earlier.length);
        expect(r.winners).toEqual(r.couponCount === 0 ? [] : drawWinners(sha256HexOf(reduced), r.seed, parseCouponList(reduced), prizes));
      }),
    );
  });

  it('a different seed changes a redraw (the round is fixed by the announced seed, not chosen)', () => {
    const text = couponListText(Array.from({ length: 500 }, (_, i) => `MITO-${String(2000 + i).replace(/[01]/g, '2')}-AB`));
    const earlier = drawWinners(sha256HexOf(text), 'semente A', parseCouponList(text));
    expect(drawRound(text, 'semente A', 2, earlier, 5).winners).not.toEqual(drawRound(text, 'semente B', 2, earlier, 5).winners);
  });
});
