/** The q-quantile of samples already sorted ascending (the nearest-rank value); NaN for none. */
export function quantile(sorted: number[], q: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
}

/**
 * Runs `fn` `warmups` times unmeasured (caches, JIT, prepared statements), then `runs` times
 * one after another, and gives the p50 and p95 of those runs in milliseconds.
 */
export async function timeRuns(fn: () => Promise<unknown>, runs: number, warmups: number) {
  for (let i = 0; i < warmups; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}
