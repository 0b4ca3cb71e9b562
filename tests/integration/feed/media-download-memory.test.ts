import { spawn, type ChildProcess } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as PATHS from '../../../worker/contracts/paths';
import { freePort } from '../../../scripts/free-port';

/**
 * The embedded default as its own Node process (the server's memory is read from /proc, apart
 * from the test's), serving one 50 MB post video to 30 anonymous downloads at once. Read whole
 * per request, the bytes in flight were 30 × 50 MB; streamed from disk, each download holds a
 * chunk or two.
 */
const ROOT = new URL('../../..', import.meta.url).pathname;
const MB = 1024 * 1024;
const VIDEO_BYTES = 50 * MB;
const DOWNLOADS = 30;
const KEY = 'posts/memoria/video-grande.mp4';

let server: ChildProcess;
let url: string;
let dataDir: string;

/** A /proc/<pid>/status figure in bytes (VmRSS now, VmHWM the peak since it was last reset). */
function memory(pid: number, field: 'VmRSS' | 'VmHWM') {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  if (!line) throw new Error(`${field} missing from /proc/${pid}/status`);
  return Number(line[1]) * 1024;
}

/** Files the server process holds open under the media folder. */
const openMediaFiles = (pid: number) =>
  readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      return target.includes(`${dataDir}/media/`) ? [target] : [];
    } catch {
      return [];
    }
  });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mito-media-memory-'));
  // The video as the upload route leaves it: the bytes and their sniffed type beside them.
  const file = join(dataDir, 'media', KEY);
  mkdirSync(join(file, '..'), { recursive: true });
  const fd = openSync(file, 'w');
  const block = new Uint8Array(MB).map((_, i) => i & 255);
  for (let i = 0; i < VIDEO_BYTES / MB; i++) writeSync(fd, block);
  closeSync(fd);
  writeFileSync(`${file}.type`, 'video/mp4');

  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // node itself (not the tsx CLI, which starts a second process): the pid is the server's.
  server = spawn(process.execPath, ['--import', 'tsx', 'worker/entry.node.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      APP_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      POSTAL_LOOKUP: 'offline',
      SERVE_WEB: 'none',
      SEED_DEMO: 'false',
    },
  });
  await vi.waitFor(
    async () => {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      if ((await fetch(`${url}${PATHS.health}`)).status !== 200) throw new Error('not up yet');
    },
    { timeout: 60_000, interval: 200 },
  );
}, 90_000);

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Reads a whole answer chunk by chunk and keeps only the count. */
async function drain(res: Response) {
  let n = 0;
  const reader = res.body!.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) n += r.value.byteLength;
  return n;
}

describe('post media downloads on the Node server', () => {
  it('30 concurrent downloads of a 50 MB video: every byte arrives and the server grows by less than 100 MB', async () => {
    const pid = server.pid!;
    // Warm: the route's code is loaded and compiled before the measurement starts.
    expect(await drain(await fetch(`${url}${PATHS.media}/${KEY}`))).toBe(VIDEO_BYTES);
    // Resets the peak (VmHWM) to the current RSS, so the peak read afterwards is the downloads' own.
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const before = memory(pid, 'VmRSS');

    const sizes = await Promise.all(Array.from({ length: DOWNLOADS }, async () => drain(await fetch(`${url}${PATHS.media}/${KEY}`))));
    const peak = memory(pid, 'VmHWM');
    console.log(
      `media download memory: RSS before ${(before / MB).toFixed(0)} MB, peak during ${DOWNLOADS} downloads ${(peak / MB).toFixed(0)} MB (+${((peak - before) / MB).toFixed(0)} MB)`,
    );

    expect(sizes).toEqual(Array.from({ length: DOWNLOADS }, () => VIDEO_BYTES));
    expect(peak - before).toBeLessThan(100 * MB);
  }, 180_000);

  it('downloads the clients abandon halfway release their file handles', async () => {
    const pid = server.pid!;
    const controllers = Array.from({ length: 5 }, () => new AbortController());
    await Promise.all(
      controllers.map(async (ac) => {
        const res = await fetch(`${url}${PATHS.media}/${KEY}`, { signal: ac.signal });
        const reader = res.body!.getReader();
        await reader.read();
      }),
    );
    expect(openMediaFiles(pid).length).toBeGreaterThan(0);
    for (const ac of controllers) ac.abort();
    await expect.poll(() => openMediaFiles(pid), { timeout: 20_000, interval: 100 }).toEqual([]);
  }, 60_000);
});
