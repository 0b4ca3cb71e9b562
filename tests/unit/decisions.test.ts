import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../setup/repo-files';

/**
 * docs/decisions/: every record opens with its title, a `Date:` and a `Status:` line (as Epic
 * Stack's do), and the folder's README lists every record once, in order, with a working link.
 */
const DIR = join(REPO_ROOT, 'docs/decisions');
const STATUS = /^Status: (accepted|superseded by \[\d{4}\]\(\d{4}-[\w-]+\.md\))$/;

function headerProblems(name: string, text: string): string[] {
  const lines = text.split('\n');
  const problems: string[] = [];
  const number = name.slice(0, 4);
  if (!new RegExp(`^# ${number} — \\S`).test(lines[0] ?? '')) problems.push(`${name}: the first line is '# ${number} — <title>'`);
  if (!/^Date: \d{4}-\d{2}-\d{2}$/.test(lines[2] ?? '')) problems.push(`${name}: line 3 is 'Date: YYYY-MM-DD'`);
  if (!STATUS.test(lines[4] ?? '')) problems.push(`${name}: line 5 is 'Status: accepted' (or 'superseded by [NNNN](…)')`);
  return problems;
}

function indexProblems(records: string[], readme: string): string[] {
  const linked = [...readme.matchAll(/^\| \[(\d{4})\]\(([^)]+)\)/gm)].map(([, number, file]) => ({ number: number!, file: file! }));
  const problems: string[] = [];
  for (const { number, file } of linked) {
    if (!records.includes(file)) problems.push(`README links ${file}, which is not in docs/decisions/`);
    else if (!file.startsWith(`${number}-`)) problems.push(`README names ${file} as ${number}`);
  }
  for (const record of records) if (!linked.some((l) => l.file === record)) problems.push(`README does not list ${record}`);
  const order = linked.map((l) => l.number);
  if (order.join() !== [...order].sort().join()) problems.push('README lists the records out of order');
  return problems;
}

describe('decision records', () => {
  const records = readdirSync(DIR)
    .filter((f) => /^\d{4}-.+\.md$/.test(f))
    .sort();

  it('each opens with its title, Date and Status', () => {
    expect(records.length).toBeGreaterThanOrEqual(21);
    const problems = records.flatMap((f) => headerProblems(f, readFileSync(join(DIR, f), 'utf8')));
    expect(problems.join('\n')).toBe('');
  });

  it('the README lists each one, in order', () => {
    expect(indexProblems(records, readFileSync(join(DIR, 'README.md'), 'utf8')).join('\n')).toBe('');
  });

  it('would fail on a record without a Status, or one the README forgets', () => {
    expect(headerProblems('0099-x.md', '# 0099 — X\n\nDate: 2026-12-07\n\n## Context')).toEqual([
      "0099-x.md: line 5 is 'Status: accepted' (or 'superseded by [NNNN](…)')",
    ]);
    expect(indexProblems(['0001-a.md', '0002-b.md'], '| [0001](0001-a.md) | a |\n')).toEqual(['README does not list 0002-b.md']);
  });
});
