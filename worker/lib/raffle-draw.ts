import { createHash } from 'node:crypto';

const RAFFLE_PRIZES = 10;
const SPACE = 2 ** 48;

export const sha256HexOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The published file: the distinct coupons in ascending (code-unit) order, one per line, each line ending in "\n". */
export function couponListText(coupons: string[]): string {
  const sorted = [...new Set(coupons)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted.map((c) => `${c}\n`).join('');
}

export const parseCouponList = (text: string) => text.split('\n').filter(Boolean);

/**
 * The draw, as published on /sorteio (RAFFLE_ALGORITHM in contracts/raffle.ts):
 * for k = 0, 1, 2 …, d = SHA-256(H ‖ ":" ‖ S ‖ ":" ‖ k) in hex; x = its first
 * 12 hex digits as an integer (48 bits); x past the largest multiple of N is
 * skipped (so every index is equally likely); the coupon at x mod N wins
 * unless it already has. Stops at min(10, N) winners. Nothing but the list's
 * hash H, the seed S and the list itself goes in: anyone can recompute it.
 */
export function drawWinners(listSha256: string, seed: string, coupons: string[], prizes = RAFFLE_PRIZES): string[] {
  const n = coupons.length;
  const want = Math.min(prizes, n);
  const limit = Math.floor(SPACE / n) * n;
  const winners: string[] = [];
  const taken = new Set<number>();
  for (let k = 0; winners.length < want; k++) {
    const x = parseInt(sha256HexOf(`${listSha256}:${seed}:${k}`).slice(0, 12), 16);
    if (x >= limit) continue;
    const i = x % n;
    if (taken.has(i)) continue;
    taken.add(i);
    winners.push(coupons[i]!);
  }
  return winners;
}

/** The seed of redraw round r ≥ 2: the announced seed S followed by ":rodada:r" — derived, so nobody picks it. */
export const roundSeed = (seed: string, round: number) => (round === 1 ? seed : `${seed}:rodada:${round}`);

/** The list a redraw draws from: the frozen list without any earlier winner, in the published format (so it hashes the same way). */
export const remainingListText = (frozenList: string, earlierWinners: Iterable<string>) => {
  const out = new Set(earlierWinners);
  return couponListText(parseCouponList(frozenList).filter((c) => !out.has(c)));
};

/**
 * Round r of the public draw: round 1 is `drawWinners(H, S, list)`; round r ≥ 2
 * draws as many prizes as round r−1 left unclaimed from the list without every
 * earlier winner, with that list's own hash and the seed `S:rodada:r`.
 */
export function drawRound(frozenList: string, seed: string, round: number, earlierWinners: string[], prizes: number) {
  const list = round === 1 ? frozenList : remainingListText(frozenList, earlierWinners);
  const listSha256 = sha256HexOf(list);
  const coupons = parseCouponList(list);
  const winners = coupons.length === 0 || prizes <= 0 ? [] : drawWinners(listSha256, roundSeed(seed, round), coupons, prizes);
  return { seed: roundSeed(seed, round), listSha256, couponCount: coupons.length, winners };
}
