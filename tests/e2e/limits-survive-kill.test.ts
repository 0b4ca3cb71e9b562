import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../worker/adapters/clock/port';
import { cryptoRandom } from '../../worker/adapters/random/port';
import { nodeDatabase } from '../../worker/adapters/db/node';
import type { AppDeps } from '../../worker/adapters/deps';
import { WRITE_RULES } from '../../worker/contracts/limits';
import { makeMember } from '../factories/sessions';
import { voterForm } from '../factories/voters';
import { serverPid, spawnScript } from './spawned-site';

/**
 * `npm start`, each limit spent, then the server is killed with SIGKILL (no clean stop) and the
 * supervisor starts it again: every limit still refuses. Before limits were durable, the restart
 * forgot them all (an attack test: 600 votes from 10 addresses in 40 s, 10 posts where the limit is 5).
 */
const STARTUP_MS = 150_000;
let site: Awaited<ReturnType<typeof spawnScript>>;
beforeAll(async () => {
  // A small vote budget: its one-minute window must outlast the restart.
  site = await spawnScript('start', { VOTE_RATE_LIMIT_PER_MINUTE: '3' });
}, STARTUP_MS);
afterAll(() => site?.close());

const call = (path: string, body: unknown, cookie?: string) =>
  fetch(`${site.url}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.status);

/** Each limit, asked once more: the status it answers. */
async function askEachLimit(member: { cookie: string }) {
  return {
    vote: await call('poll.vote', { ...voterForm(), optionId: 'opt_design2' }),
    post: await call('feed.create', { content: 'Mais um post' }, member.cookie),
    memberLockout: await call('auth.signIn', { email: 'alvo@exemplo.com.br', password: 'chute-final' }),
    panelLockout: await call('artist.login', { password: 'chute-final', consent: true }),
  };
}

describe('limits survive a crash of the server under npm start', () => {
  it('SIGKILL, the supervisor restarts the server: vote budget, post budget, member lockout and panel lockout still refuse', async () => {
    // A confirmed member, written into the site's own database file.
    const { db, close } = nodeDatabase(`file:${join(site.dataDir, 'dev.db')}`);
    const member = await makeMember({ db, clock: systemClock, random: cryptoRandom } as unknown as AppDeps);
    close();

    const before: Record<string, number[]> = { post: [], memberLockout: [], panelLockout: [], vote: [] };
    // The per-member budget of tries (every attempt counts, also this free member's refused ones); the plan's own burst
    // counts posts in the database, which a restart keeps anyway.
    for (let i = 0; i < WRITE_RULES.post.max; i++) before.post!.push(await call('feed.create', { content: `Post ${i}` }, member.cookie));
    for (let i = 0; i < 10; i++)
      before.memberLockout!.push(await call('auth.signIn', { email: 'alvo@exemplo.com.br', password: `chute-${i}` }));
    for (let i = 0; i < 5; i++) before.panelLockout!.push(await call('artist.login', { password: `chute-${i}`, consent: true }));
    for (let i = 0; i < 3; i++) before.vote!.push(await call('poll.vote', { ...voterForm(), optionId: 'opt_design2' }));
    expect(before.post!.every((s) => s !== 429)).toBe(true);
    expect(before.memberLockout).toEqual(Array(10).fill(401));
    expect(before.panelLockout).toEqual(Array(5).fill(401));
    expect(before.vote!.every((s) => s !== 429)).toBe(true);
    expect(await askEachLimit(member)).toEqual({ vote: 429, post: 429, memberLockout: 429, panelLockout: 429 });

    const killed = serverPid(site.dataDir);
    expect(killed).not.toBeNull();
    process.kill(killed!, 'SIGKILL');
    await vi.waitFor(
      async () => {
        const now = serverPid(site.dataDir);
        if (now === null || now === killed) throw new Error('not restarted yet');
        if (!(await fetch(`${site.url}/health`)).ok) throw new Error('not up yet');
      },
      { timeout: 45_000, interval: 200 },
    );
    expect(await askEachLimit(member)).toEqual({ vote: 429, post: 429, memberLockout: 429, panelLockout: 429 });
  });
});
