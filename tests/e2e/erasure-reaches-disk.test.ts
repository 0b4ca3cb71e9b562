import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../worker/adapters/clock/port';
import { nodeDatabase } from '../../worker/adapters/db/node';
import type { AppDeps } from '../../worker/adapters/deps';
import { cryptoRandom } from '../../worker/adapters/random/port';
import { makeMember } from '../factories/sessions';
import { serverPid, spawnScript } from './spawned-site';

/**
 * `npm start`: a member deletes the account, then the server gets SIGTERM. Every byte of the
 * database's files (dev.db, and a -wal or -shm if any is left) is scanned for the member's e-mail and
 * username, with no checkpoint run by the test: the erasure and the clean stop must have done it.
 */
const STARTUP_MS = 150_000;
let site: Awaited<ReturnType<typeof spawnScript>>;
beforeAll(async () => {
  site = await spawnScript('start');
}, STARTUP_MS);
afterAll(() => site?.close());

const post = (path: string, body: unknown, cookie?: string) =>
  fetch(`${site.url}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe('erasure reaches the disk', () => {
  it('after "Excluir minha conta" and SIGTERM, no file dev.db* holds the e-mail or the username', async () => {
    const { db, close } = nodeDatabase(`file:${join(site.dataDir, 'dev.db')}`);
    const username = `apagada${cryptoRandom.int(1e9)}`;
    const member = await makeMember({ db, clock: systemClock, random: cryptoRandom } as unknown as AppDeps, { username });
    close();
    // The server reads and writes the member's rows (sign-in: a session, the last-seen marks).
    const signIn = await post('auth.signIn', { email: member.email, password: member.password });
    expect(signIn.status).toBe(200);
    const deleted = await post('privacy.deleteAccount', { password: member.password }, member.cookie);
    expect(deleted.status).toBe(200);

    const pid = serverPid(site.dataDir);
    expect(pid).not.toBeNull();
    process.kill(pid!, 'SIGTERM');
    await vi.waitFor(
      () => {
        if (serverPid(site.dataDir) !== null) throw new Error('still stopping');
      },
      { timeout: 20_000, interval: 100 },
    );
    const files = readdirSync(site.dataDir).filter((f) => f.startsWith('dev.db'));
    expect(files).toContain('dev.db');
    const hits = files.flatMap((f) => {
      const bytes = readFileSync(join(site.dataDir, f));
      return [member.email, username].filter((needle) => bytes.includes(Buffer.from(needle))).map((needle) => `${f}: ${needle}`);
    });
    expect(hits).toEqual([]);
  });
});
