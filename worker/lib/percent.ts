/**
 * Shares of a total with one decimal that add up to exactly 100.0 (largest
 * remainder), so five bars never read 100.1 % together. All zero → all 0.
 */
export function percentages(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total <= 0) return counts.map(() => 0);
  const tenths = counts.map((c) => (c * 1000) / total);
  const floors = tenths.map(Math.floor);
  let left = 1000 - floors.reduce((a, b) => a + b, 0);
  const byRemainder = tenths.map((t, i) => ({ i, r: t - floors[i]! })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    floors[i]! += 1;
    left--;
  }
  return floors.map((f) => f / 10);
}

/** 33.3 → "33,3%" (pt-BR decimal comma). */
export const formatPercent = (p: number) => `${p.toFixed(1).replace('.', ',')}%`;
