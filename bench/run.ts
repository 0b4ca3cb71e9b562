import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { coresNote } from './lib/cores';
import { RESULT_PREFIX, type BenchRow } from './lib/report';

/**
 * `npm run bench`: runs every bench/*.bench.ts in its own process, one after
 * the other (they share two cores), and prints one table. `npm run bench -- votes`
 * runs only the files whose name contains "votes". Exit code 1 if a target is missed.
 * Columns: a repeated figure's value is the median of its runs and `spread` their min–max;
 * `load` is the 1-minute load average while it was measured (the bench's own two busy cores
 * count, so about 2 is a quiet machine under a saturated run; far above it, neighbours).
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const filter = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter)))
  .sort();

function runOne(file: string): Promise<BenchRow[]> {
  return new Promise((resolve) => {
    const rows: BenchRow[] = [];
    const child = spawn(TSX, [`${dir}${file}`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let buf = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buf += chunk.toString();
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        if (line.startsWith(RESULT_PREFIX)) rows.push(JSON.parse(line.slice(RESULT_PREFIX.length)) as BenchRow);
      }
    });
    child.on('exit', (code) => {
      if (code !== 0) rows.push({ metric: `${file} crashed (exit ${code})`, value: NaN, unit: '', target: 'run', pass: false });
      resolve(rows);
    });
  });
}

const all: Array<BenchRow & { bench: string }> = [];
for (const file of files) {
  process.stderr.write(`running ${file}…\n`);
  for (const row of await runOne(file)) all.push({ bench: file.replace('.bench.ts', ''), ...row });
}

// NaN reaches here as null (JSON has no NaN).
const fmt = (v: number | null) =>
  v === null || Number.isNaN(v) ? '—' : Math.abs(v) >= 100 ? Math.round(v).toLocaleString('en-US') : v.toFixed(2);
const spread = (s: [number | null, number | null] | undefined) => (s ? `${fmt(s[0])}–${fmt(s[1])}` : '');
const table = [
  ['bench', 'metric', 'value', 'spread', 'unit', 'target', 'result', 'load'],
  ...all.map((r) => [
    r.bench,
    r.metric,
    fmt(r.value),
    spread(r.spread),
    r.unit,
    r.target ?? '',
    r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL',
    r.loadavg === undefined ? '' : r.loadavg.toFixed(2),
  ]),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
const line = (row: string[]) =>
  row.map((c, i) => (i === 2 || i === 3 || i === 7 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
console.log(`\ncores: ${coresNote()}; spread: min–max of the runs whose median is the value; load: 1-minute load average`);
console.log(`\n${line(table[0]!)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of table.slice(1)) console.log(line(row));
const failed = all.filter((r) => r.pass === false);
console.log(failed.length ? `\n${failed.length} target(s) missed.` : '\nAll targets met.');
process.exitCode = failed.length ? 1 : 0;
