import { closeSync, existsSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import type { Clock } from '../clock/port';
import { memoryRateLimiter, type Hit } from './memory';
import type { RateLimiter } from './port';

/** Lines written since the last rewrite past which the minute's sweep also rewrites the log. */
const REWRITE_AFTER_LINES = 10_000;

const line = (h: Hit) => `${JSON.stringify([h.key, h.at, h.until])}\n`;

/** The hits of a log still inside their windows, in the order written; a torn last line (a kill mid-write) is skipped. */
function readLog(path: string, now: number): Hit[] {
  if (!existsSync(path)) return [];
  const out: Hit[] = [];
  for (const text of readFileSync(path, 'utf8').split('\n')) {
    if (!text) continue;
    try {
      const [key, at, until] = JSON.parse(text) as [unknown, unknown, unknown];
      if (typeof key === 'string' && typeof at === 'number' && typeof until === 'number' && until > now) out.push({ key, at, until });
    } catch {
      /* a line cut short by a kill: the hits before it stand */
    }
  }
  return out;
}

/**
 * The embedded default's limits, lockouts and "failed before" marks (docs/decisions/0022): the
 * in-memory sliding log answers every call, and each hit it counts is appended to `path` with one
 * `write` before the call answers. The kernel holds the line once `write` returns, so a killed
 * process (kill -9, a crash, the supervisor's restart) loses nothing; a power cut can lose the last
 * seconds, as it can the votes' own commits. A start reads the log back. No database round trip is
 * added anywhere (a vote's cost stays one). The scheduled job's `sweep` drops expired keys and
 * rewrites the log with only the live hits (a new file renamed over the old one).
 */
export function durableFileRateLimiter(path: string, clock: Clock): RateLimiter & { close(): void; keyCount(): number } {
  let fd = openSync(path, 'a', 0o600);
  let written = 0;
  let forced = false;
  const rewrite = (live: Iterable<Hit>) => {
    const tmp = `${path}.tmp`;
    const out = openSync(tmp, 'w', 0o600);
    try {
      let chunk = '';
      for (const h of live) {
        chunk += line(h);
        if (chunk.length > 64_000) {
          writeSync(out, chunk);
          chunk = '';
        }
      }
      if (chunk) writeSync(out, chunk);
    } finally {
      closeSync(out);
    }
    renameSync(tmp, path);
    closeSync(fd);
    fd = openSync(path, 'a', 0o600);
    written = 0;
  };
  const memory = memoryRateLimiter(clock, {
    onHit: (h) => {
      writeSync(fd, line(h));
      written++;
    },
    onSweep: (live) => {
      if (forced || written >= REWRITE_AFTER_LINES) rewrite(live());
    },
  });
  let closed = false;
  const saved = readLog(path, clock.now().getTime());
  memory.restore(saved);
  // Expired lines of the last run go now, not at the first sweep.
  rewrite(saved);
  return {
    limit: (key, rule, options) => memory.limit(key, rule, options),
    peek: (key, rule, options) => memory.peek(key, rule, options),
    record: (key, rule, options) => memory.record(key, rule, options),
    async sweep() {
      forced = true;
      try {
        return await memory.sweep();
      } finally {
        forced = false;
      }
    },
    keyCount: () => memory.keyCount(),
    // A second close (a stop signal after a test's cleanup) must not close a descriptor reused since.
    close: () => {
      if (closed) return;
      closed = true;
      closeSync(fd);
    },
  };
}
