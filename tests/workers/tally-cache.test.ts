import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../worker/adapters/clock/port';
import { createApp } from '../../worker/app';
import { buildWorkerDeps } from '../../worker/cloudflare/build-deps';
import type { PollView } from '../../worker/contracts/poll';
import { silentLogger } from '../../worker/lib/logger';
import { validCpf } from '../factories/voters';

// The tally's edge path inside workerd: the real Cache API (caches.default), the Workers ports
// (waitUntil, no shared reads) and the Turso web client, with the clock moved by hand.
const TALLY = 'https://tally-cache.mito.example/api/poll/tally';

async function workersApp() {
  const { deps } = await buildWorkerDeps(env, silentLogger);
  const clock = manualClock(new Date());
  const app = createApp({ ...deps, clock }, { clientIp: () => '203.0.113.77' });
  const get = async () => {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(TALLY), env, ctx);
    return { ctx, res, view: (await res.json()) as PollView };
  };
  return { deps, clock, app, get };
}

describe('tally edge cache on Workers', () => {
  it('serves the stale copy at once and refreshes it through the request’s waitUntil', async () => {
    const { clock, app, get } = await workersApp();
    const first = await get();
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=10');
    await waitOnExecutionContext(first.ctx);

    const vote = await app.fetch(
      new Request('https://mito.example/trpc/poll.vote', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://mito.example' },
        body: JSON.stringify({
          name: 'Fã do Cache',
          cpf: validCpf(310_000_001),
          whatsapp: '11987654321',
          email: 'cache@exemplo.com',
          contactConsent: true,
          optionId: 'opt_design4',
        }),
      }),
      env,
      createExecutionContext(),
    );
    expect(vote.status).toBe(200);
    const votes = (v: PollView) => v.options.find((o) => o.id === 'opt_design4')!.votes;

    clock.advance(1_000);
    const fresh = await get();
    expect(votes(fresh.view)).toBe(votes(first.view));

    clock.advance(2_000);
    const stale = await get();
    expect(votes(stale.view)).toBe(votes(first.view));
    expect(stale.res.headers.get('age')).toBe('3');
    // The refresh was handed to this request's waitUntil; once it has run, the edge has the vote.
    await waitOnExecutionContext(stale.ctx);

    const refreshed = await get();
    expect(votes(refreshed.view)).toBe(votes(first.view) + 1);
    expect(refreshed.res.headers.get('age')).toBe('0');
    expect(new Date(refreshed.view.generatedAt).getTime()).toBe(clock.now().getTime());
  });

  it('never makes one request wait on another’s read: concurrent reads each do their own I/O', async () => {
    const { deps } = await workersApp();
    let reads = 0;
    const read = async () => ++reads;
    const both = await Promise.all([deps.background.shared('k', read), deps.background.shared('k', read)]);
    expect(both.sort()).toEqual([1, 2]);
  });
});
