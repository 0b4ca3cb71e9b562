import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A failed call reaches the person through the query client's pipe (web/lib/error-pipe.ts, the
 * call's `meta`); what is still toasted or read by hand is a special case (VOTE_ALREADY_CAST opens
 * the offer, a copy that failed, the first problem of a form). This keeps their number down.
 */
const MAX_BY_HAND = 25;
const WEB = join(__dirname, '../../web');
/** Where `readError` is defined, with the code accessors built on it. */
const DEFINITION = 'lib/trpc-error.ts';
const BY_HAND = /\btoast\.error\(|\breadError\(/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/** `file:line` of every `toast.error(` and `readError(` in web/. */
function handSites(files = sourceFiles(WEB)): string[] {
  return files.flatMap((file) => {
    const rel = relative(WEB, file);
    if (rel === DEFINITION) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => Array.from(line.matchAll(BY_HAND), () => `${rel}:${i + 1}`));
  });
}

describe('errors toasted or read by hand on the web', () => {
  it(`are at most ${MAX_BY_HAND}`, () => {
    const sites = handSites();
    expect(sites.length, `by hand:\n${sites.join('\n')}`).toBeLessThanOrEqual(MAX_BY_HAND);
  });

  it('the count sees both calls, twice on one line too', () => {
    const dir = join(__dirname, '../../web/lib');
    const counted = handSites([join(dir, 'error-pipe.ts')]);
    expect(counted.length).toBeGreaterThanOrEqual(1);
    expect('toast.error(a); readError(e, b)'.match(BY_HAND)).toHaveLength(2);
  });
});
