import { describe, expect, it } from 'vitest';
import type { Background } from '../../../worker/adapters/background/port';
import type { PollView } from '../../../worker/contracts/poll';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';
import { httpApp } from './http';

// Each test starts on a cache of its own: a new minute of the manual clock puts every earlier entry out of date.
const t = useTestDeps();

const read = async (res: Response) => ({
  view: (await res.json()) as PollView,
  age: Number(res.headers.get('age') ?? 0),
  cc: res.headers.get('cache-control'),
});
const design2 = (v: PollView) => v.options[1]!.votes;
const vote = () => t.caller({ ip: nextVoterIp() }).poll.vote({ ...voterForm(), optionId: 'opt_design2' });

/** A background port that only queues its tasks, so a test decides when (and whether) a refresh runs. */
function heldBackground() {
  const queued: (() => Promise<unknown>)[] = [];
  const background: Background = { forRequest: () => (task) => void queued.push(task), shared: (_key, r) => r() };
  return { background, queued, runAll: () => Promise.all(queued.splice(0).map((task) => task())) };
}

describe('tally freshness: s-maxage=2, stale-while-revalidate=10, refreshed in the background', () => {
  it('fresh for 2 s; then the stale copy is served at once and one background refresh brings the vote', async () => {
    t.clock.advance(60_000);
    const http = httpApp(t.deps);
    const first = await read(await http.get('/api/poll/tally'));
    expect(first.cc).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=10');
    await vote();

    t.clock.advance(1_500);
    const fresh = await read(await http.get('/api/poll/tally'));
    expect(design2(fresh.view)).toBe(design2(first.view));
    expect(fresh.view.generatedAt).toBe(first.view.generatedAt);
    expect(fresh.age).toBe(1);

    t.clock.advance(1_000);
    const stale = await read(await http.get('/api/poll/tally'));
    expect(design2(stale.view)).toBe(design2(first.view));
    expect(stale.cc).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=10');
    await t.background.idle();

    const refreshed = await read(await http.get('/api/poll/tally'));
    expect(design2(refreshed.view)).toBe(design2(first.view) + 1);
    expect(refreshed.age).toBe(0);
    expect(new Date(refreshed.view.generatedAt).getTime()).toBe(t.clock.now().getTime());
  });

  it('a stale hit never waits for the refresh, and many stale hits start only one', async () => {
    t.clock.advance(60_000);
    const held = heldBackground();
    const http = httpApp({ ...t.deps, background: held.background });
    const first = await read(await http.get('/api/poll/tally'));
    await vote();
    t.clock.advance(3_000);
    // The refresh is held back, yet every stale request is answered (with the copy it has).
    const stale = await Promise.all(Array.from({ length: 5 }, async () => read(await http.get('/api/poll/tally'))));
    expect(stale.map((s) => design2(s.view))).toEqual(Array(5).fill(design2(first.view)));
    expect(held.queued).toHaveLength(1);
    await held.runAll();
    expect(design2((await read(await http.get('/api/poll/tally'))).view)).toBe(design2(first.view) + 1);
  });

  it('after 2 + 10 s without a request the copy is gone: the next request reads the database itself', async () => {
    t.clock.advance(60_000);
    const held = heldBackground();
    const http = httpApp({ ...t.deps, background: held.background });
    const first = await read(await http.get('/api/poll/tally'));
    await vote();
    t.clock.advance(12_000);
    const next = await read(await http.get('/api/poll/tally'));
    expect(design2(next.view)).toBe(design2(first.view) + 1);
    expect(held.queued).toHaveLength(0);
  });

  it('a slow refresh never replaces a copy read after it (the edge never goes back to older counts)', async () => {
    t.clock.advance(60_000);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let reads = 0;
    const queued: Promise<unknown>[] = [];
    const background: Background = {
      forRequest: () => (task) => void queued.push(task()),
      // The first read (the background refresh's) is held until released; later reads go through.
      shared: async (_key, r) => (++reads === 1 ? gate.then(r) : r()),
    };
    const http = httpApp({ ...t.deps, background });
    reads = -1; // the first request below is a miss: its read is not the one to hold
    await http.get('/api/poll/tally');
    t.clock.advance(3_000);
    await http.get('/api/poll/tally'); // stale: starts the (held) refresh, read at t+3 s
    expect(queued).toHaveLength(1);
    t.clock.advance(10_000); // the copy expires; the next request reads and stores at t+13 s
    await vote();
    const later = await read(await http.get('/api/poll/tally'));
    release();
    await Promise.all(queued);
    t.clock.advance(1_000);
    const after = await read(await http.get('/api/poll/tally'));
    expect(after.view.generatedAt).toBe(later.view.generatedAt);
    expect(after.age).toBe(1);
  });
});
