import { loadavg } from 'node:os';

/** One figure of a bench, printed by bench/run.ts in the common table. */
export interface BenchRow {
  metric: string;
  value: number;
  unit: string;
  /** e.g. '>= 2.5' or '<= 20'; empty for context figures. */
  target?: string;
  pass?: boolean;
  /** [lowest, highest] of the repeated runs whose median is `value` (repeated() below). */
  spread?: [number, number];
  /** The 1-minute load average while the figure was measured; report() fills in the current one when absent. */
  loadavg?: number;
}

export const RESULT_PREFIX = 'BENCH_RESULT ';

/** The machine's 1-minute load average now (this bench's own processes count too). */
export const loadNow = () => loadavg()[0]!;

/** Bench files call this; the runner reads these lines from their stdout. */
export function report(rows: BenchRow[]) {
  const now = loadNow();
  for (const row of rows) console.log(RESULT_PREFIX + JSON.stringify({ ...row, loadavg: row.loadavg ?? now }));
}

export const atLeast = (v: number, min: number) => ({ target: `>= ${min}`, pass: v >= min });
export const atMost = (v: number, max: number) => ({ target: `<= ${max}`, pass: v <= max });

/** The median of repeated runs' values, with their spread (min–max): spread into a BenchRow. */
export function repeated(values: number[]): { value: number; spread: [number, number] } {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const value = s.length === 0 ? NaN : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return { value, spread: [s[0] ?? NaN, s[s.length - 1] ?? NaN] };
}

/** The mean load average over runs that each recorded theirs (LoadResult.loadavg …). */
export const meanLoad = (runs: Array<{ loadavg: number }>) => runs.reduce((n, r) => n + r.loadavg, 0) / runs.length;
