import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarBound, MONTH_WORDS } from '../setup/calendar-bound';
import { textFiles } from '../setup/repo-files';

const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('no test is bound to the day it runs', () => {
  it('every expected date in tests/ is one the test made or runs on its own clock', () => {
    const files = textFiles(['tests']).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(250);
    expect(calendarBound(files).join('\n')).toBe('');
  });

  it('a planted month and year, or a literal date of today, fails and names its line', () => {
    const root = mkdtempSync(join(tmpdir(), 'mito-calendar-'));
    temps.push(root);
    mkdirSync(join(root, 'tests'));
    const month = MONTH_WORDS[10];
    const write = (name: string, lines: string[]) => writeFileSync(join(root, 'tests', name), lines.join('\n'));
    write('bound.test.ts', [
      `await page.getByText(/Membro desde ${month} de 2026/).waitFor();`,
      `expect(await page.textContent('time')).toBe('07/12/2026');`,
      `expect(row.day).toEqual('2026-12-07');`,
    ]);
    write('made.test.ts', [
      `const JOINED = new Date('2025-03-15T15:00:00Z');`,
      `await page.getByText('Membro desde ${MONTH_WORDS[2]} de 2025').waitFor();`,
      `expect(format(new Date('2026-11-23T12:00:00Z'))).toBe('23/11/2026');`,
      // A time zone moves an instant by hours, so into the next month at most.
      `expect(saoPauloInstant('2026-12-31', '22:30')?.toISOString()).toBe('2027-01-01T01:30:00.000Z');`,
    ]);
    write('clocked.test.ts', [`const clock = manualClock(new Date());`, `expect(text).toContain('${month} de 2026');`]);
    expect(calendarBound(['tests/bound.test.ts', 'tests/made.test.ts', 'tests/clocked.test.ts'], root)).toEqual([
      expect.stringMatching(/^tests\/bound\.test\.ts:1: /),
      expect.stringMatching(/^tests\/bound\.test\.ts:2: /),
      expect.stringMatching(/^tests\/bound\.test\.ts:3: /),
    ]);
  });
});
