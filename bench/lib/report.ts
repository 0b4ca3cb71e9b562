/** One figure of a bench, printed by bench/run.ts in the common table. */
export interface BenchRow {
  metric: string;
  value: number;
  unit: string;
  /** e.g. '>= 2.5' or '<= 20'; empty for context figures. */
  target?: string;
  pass?: boolean;
}

export const RESULT_PREFIX = 'BENCH_RESULT ';

/** Bench files call this; the runner reads these lines from their stdout. */
export function report(rows: BenchRow[]) {
  for (const row of rows) console.log(RESULT_PREFIX + JSON.stringify(row));
}

export const atLeast = (v: number, min: number) => ({ target: `>= ${min}`, pass: v >= min });
export const atMost = (v: number, max: number) => ({ target: `<= ${max}`, pass: v <= max });
