import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ERRORS } from '../../worker/contracts/errors';
import * as PATHS from '../../worker/contracts/paths';
import { voterForm } from '../factories/voters';
import { spawnScript } from './spawned-site';

/**
 * `npm start` on a database it can no longer write. The WAL index (`-shm`) is made immutable under the
 * running server (chattr +i, which holds for root too): without the write gate the next request killed
 * the process with SIGBUS. With it, every request answers a clean 503 in Portuguese, readiness agrees
 * with the writes, nothing is lost once the file is writable again, and a death that cannot be
 * avoided is restarted by the supervisor.
 */
const STARTUP_MS = 150_000;

function chattr(flag: '+i' | '-i', file: string) {
  execFileSync('chattr', [flag, file], { stdio: 'ignore' });
}

let site: Awaited<ReturnType<typeof spawnScript>>;
beforeAll(async () => {
  site = await spawnScript('start');
}, STARTUP_MS);
afterAll(async () => {
  try {
    chattr('-i', join(site.dataDir, 'dev.db-shm'));
  } catch {
    /* not immutable */
  }
  await site?.close();
});

const vote = (form = voterForm()) =>
  fetch(`${site.url}/trpc/poll.vote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ ...form, optionId: 'opt_design2' }),
  });
const ready = async () => {
  const res = await fetch(`${site.url}/health/ready`);
  return { status: res.status, body: (await res.json()) as { reason?: string } };
};

/** The pid of the server under `npm start`'s supervisor: the node process running the Node entry. */
function serverPid(): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const env = readFileSync(`/proc/${entry}/environ`, 'utf8');
      if (cmd.includes('--import\0tsx\0worker/entry.node.ts') && env.includes(`DATA_DIR=${site.dataDir}\0`)) return Number(entry);
    } catch {
      /* gone meanwhile */
    }
  }
  throw new Error('no server process found');
}

describe('npm start on a database it cannot write', () => {
  it('answers 503 with the Portuguese text, readiness agrees, and it writes again afterwards', { timeout: 60_000 }, async () => {
    // chattr needs an ext2/3/4-like file system and CAP_LINUX_IMMUTABLE: this machine and CI have both.
    const probe = join(site.dataDir, 'probe');
    writeFileSync(probe, '');
    chattr('+i', probe);
    chattr('-i', probe);

    expect((await vote()).status).toBe(200);
    const pid = serverPid();
    const shm = join(site.dataDir, 'dev.db-shm');
    chattr('+i', shm);
    try {
      for (let i = 0; i < 6; i++) {
        const res = await vote();
        expect(res.status).toBe(503);
        const body = (await res.json()) as { error: { message: string; data: { appCode: string } } };
        expect(body.error.message).toBe(APP_ERRORS.DATABASE_UNAVAILABLE[1]);
        expect(body.error.data.appCode).toBe('DATABASE_UNAVAILABLE');
        expect(JSON.stringify(body)).not.toMatch(/SQLITE|insert|stack/i);
        expect(await ready()).toEqual({ status: 503, body: expect.objectContaining({ reason: 'database_read_only' }) });
      }
      // A read that would touch the mapped index answers (from cache) or is refused: never a crash or a 500.
      expect([200, 503]).toContain((await fetch(`${site.url}${PATHS.firstBatch}`)).status);
    } finally {
      chattr('-i', shm);
    }
    expect(serverPid()).toBe(pid);
    expect(site.output()).not.toContain('reiniciando');
    expect((await ready()).status).toBe(200);
    expect((await vote()).status).toBe(200);
  });

  it('a server that dies of a signal is started again by the supervisor', { timeout: 90_000 }, async () => {
    const before = serverPid();
    process.kill(before, 'SIGBUS');
    await expect.poll(() => site.output(), { timeout: 10_000 }).toContain('reiniciando');
    await expect
      .poll(async () => (await fetch(`${site.url}/health`).catch(() => null))?.status, { timeout: 60_000, interval: 250 })
      .toBe(200);
    expect(serverPid()).not.toBe(before);
    expect((await vote()).status).toBe(200);
  });
});
