import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repo-files';

/**
 * A test passes on any day. What breaks that is an expected date the test did not make: the month and year after 'Membro
 * desde' waited for on a page that shows the month the member joined, which is
 * the month the test ran. So an expected date (a month name with its year, `23/11/2026` or
 * `2026-11-23`, in an assertion's expected side) must be one the file itself constructs as an
 * input (`new Date('2026-11-…')`, `Date.UTC(2026, 10, …)`, a literal passed to the code under
 * test), or the file runs on a clock of its own (a manual clock, fake timers, Chromium's clock).
 * The month names are built from pieces so that this file does not match itself.
 */
const MONTHS = ['jan', 'fever', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
export const MONTH_WORDS = ['eiro', 'eiro', 'ço', 'il', 'o', 'ho', 'ho', 'sto', 'embro', 'ubro', 'embro', 'embro'].map(
  (end, i) => MONTHS[i] + end,
);

/** The expected side of an assertion: the first argument of these calls, up to its closing bracket. */
const EXPECTED =
  /(?:\.toBe|\.toEqual|\.toStrictEqual|\.toContain|\.toMatch|\.toHaveText|\.toContainText|getByText|getByRole\([^)]*name:)\s*\(?\s*([^)]*)\)/g;
const ISO = /\b(20\d\d)-([01]\d)(?:-[0-3]\d)?/g;
const BR = /\b[0-3]\d\/([01]\d)\/(20\d\d)\b/g;
const WORDED = new RegExp(`\\b(${MONTH_WORDS.join('|')}) de (20\\d\\d)\\b`, 'gi');
const OWN_CLOCK =
  /manualClock|fixedClock|setSystemTime|useFakeTimers|\.clock\.(?:install|setFixedTime|setSystemTime)|clock\.(?:advance|set)\(|faketime/;

type YearMonth = `${string}-${string}`;
const ym = (year: string, month: string | number): YearMonth => `${year}-${String(month).padStart(2, '0')}`;

function shift(d: YearMonth, months: number): YearMonth {
  const [y, m] = d.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return ym(String(Math.floor(index / 12)), (index % 12) + 1);
}

/** Year-months a piece of text names, in any of the three spellings. */
function datesIn(text: string): YearMonth[] {
  const out: YearMonth[] = [];
  for (const m of text.matchAll(ISO)) out.push(ym(m[1]!, m[2]!));
  for (const m of text.matchAll(BR)) out.push(ym(m[2]!, m[1]!));
  for (const m of text.matchAll(WORDED)) out.push(ym(m[2]!, MONTH_WORDS.indexOf(m[1]!.toLowerCase()) + 1));
  return out;
}

/** `file:line: the line` for each expected date the file neither constructs nor sets a clock for. */
export function calendarBound(files: string[], root = REPO_ROOT): string[] {
  const found: string[] = [];
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    if (OWN_CLOCK.test(source)) continue;
    const lines = source.split('\n');
    const expectedSpans = lines.map((line) => [...line.matchAll(EXPECTED)].map((m) => m[1]!).join(' '));
    // What the file makes itself: every date outside an assertion's expected side, and Date.UTC(y, m).
    const made = new Set<YearMonth>();
    lines.forEach((line, i) => {
      const inputs = expectedSpans[i] ? line.replace(expectedSpans[i]!, ' ') : line;
      datesIn(inputs).forEach((d) => made.add(d));
      for (const m of line.matchAll(/Date\.UTC\(\s*(20\d\d)\s*,\s*(\d{1,2})/g)) made.add(ym(m[1]!, Number(m[2]) + 1));
    });
    // A time zone moves an instant by hours: an expected date may fall in the month after or before one made.
    const near = (d: YearMonth) => [-1, 0, 1].some((k) => made.has(shift(d, k)));
    lines.forEach((line, i) => {
      if (datesIn(expectedSpans[i] ?? '').some((d) => !near(d))) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 140)}`);
    });
  }
  return found;
}
