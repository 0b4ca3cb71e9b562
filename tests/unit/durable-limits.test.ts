import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../worker/adapters/clock/port';
import { durableFileRateLimiter } from '../../worker/adapters/limits/durable-file';

const CLOSED = { onStoreDown: 'closed' } as const;
const dirs: string[] = [];
const logPath = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mito-limits-'));
  dirs.push(dir);
  return join(dir, 'limits.log');
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the file-backed limiter', () => {
  it('a new process on the same file refuses what the old one had spent; a torn last line is skipped', async () => {
    const path = logPath();
    const clock = manualClock();
    const rule = { max: 3, windowSeconds: 600 };
    const first = durableFileRateLimiter(path, clock);
    for (let i = 0; i < 3; i++) expect((await first.limit('vote:1.2.3.4', rule, CLOSED)).allowed).toBe(true);
    await first.record('login:fail:acct:x', { max: 1, windowSeconds: 60 }, CLOSED);
    // No close: the process is killed; a write was cut short.
    appendFileSync(path, '["vote:9.9.9.9",12');
    const second = durableFileRateLimiter(path, clock);
    expect(await second.limit('vote:1.2.3.4', rule, CLOSED)).toMatchObject({ allowed: false });
    expect(await second.peek('login:fail:acct:x', { max: 1, windowSeconds: 60 }, CLOSED)).toMatchObject({ allowed: false });
    expect((await second.limit('vote:9.9.9.9', rule, CLOSED)).allowed).toBe(true);
    second.close();
  });

  it('peek counts nothing; the sweep drops expired keys from memory and from the file', async () => {
    const path = logPath();
    const clock = manualClock();
    const rl = durableFileRateLimiter(path, clock);
    const rule = { max: 1, windowSeconds: 60 };
    for (let i = 0; i < 5; i++) expect((await rl.peek('k', rule, CLOSED)).allowed).toBe(true);
    await rl.record('k', rule, CLOSED);
    await rl.record('long', { max: 1, windowSeconds: 3600 }, CLOSED);
    expect((await rl.peek('k', rule, CLOSED)).allowed).toBe(false);
    clock.advance(61_000);
    expect(await rl.sweep()).toEqual({ swept: 1 });
    expect(rl.keyCount()).toBe(1);
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(1);
    rl.close();
  });
});
