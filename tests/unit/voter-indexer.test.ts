import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredVoterIndexer } from '../../worker/adapters/voter-indexer/deferred';
import { perIsolateVoterIndexer } from '../../worker/adapters/voter-indexer/per-isolate';
import { silentLogger } from '../../worker/lib/logger';

// When the indexer runs (docs/decisions/0017-deferred-voter-index.md); what a run writes is
// tested through the real database in tests/integration/artist/deferred-voter-index.test.ts.
afterEach(() => vi.useRealTimers());

/** A run that stays in flight until `finish()`; counts how often it started and what `stopping` said at the end. */
function gatedRun() {
  const state = { started: 0, stoppingAtEnd: [] as boolean[], finish: () => {} };
  const run = async (stopping: () => boolean) => {
    state.started++;
    await new Promise<void>((resolve) => (state.finish = resolve));
    state.stoppingAtEnd.push(stopping());
  };
  return { state, run };
}

describe('Node: the deferred indexer', () => {
  it('votes in a burst share one run, armed by the first and not postponed by the rest', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const indexer = deferredVoterIndexer(async () => void runs++, silentLogger, { delayMs: 250, everyMs: 60_000 });
    await vi.advanceTimersByTimeAsync(250); // the run at boot
    expect(runs).toBe(1);
    // A vote every 5 ms for 300 ms: one run 250 ms after the first (a debounce would not have fired yet) …
    for (let i = 0; i < 60; i++) {
      void indexer.voteStored();
      await vi.advanceTimersByTimeAsync(5);
    }
    expect(runs).toBe(1 + 1);
    // … and one for the votes after it.
    await vi.advanceTimersByTimeAsync(250);
    expect(runs).toBe(1 + 2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1 + 2);
    await indexer.stop();
  });

  it('flush during a run waits for it and runs once more; stop waits for the run in flight, which sees it is stopping', async () => {
    const { state, run } = gatedRun();
    const indexer = deferredVoterIndexer(run, silentLogger, { delayMs: 60_000, everyMs: 60_000 });
    const first = indexer.flush();
    await vi.waitFor(() => expect(state.started).toBe(1));
    const second = indexer.flush();
    state.finish();
    await vi.waitFor(() => expect(state.started).toBe(2));
    state.finish();
    await Promise.all([first, second]);

    void indexer.flush();
    await vi.waitFor(() => expect(state.started).toBe(3));
    let stopped = false;
    const stopping = indexer.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    state.finish();
    await stopping;
    expect(state.stoppingAtEnd).toEqual([false, false, true]);
    await indexer.voteStored();
    await indexer.flush();
    expect(state.started).toBe(3);
  });
});

describe('Workers: one run per isolate, in the storing request’s waitUntil', () => {
  it('a vote stored during a run returns at once and the running request does one more round', async () => {
    const { state, run } = gatedRun();
    const indexer = perIsolateVoterIndexer(run);
    const owner = indexer.voteStored();
    let joinedDone = false;
    void indexer.voteStored().then(() => (joinedDone = true));
    await Promise.resolve();
    expect(joinedDone).toBe(true);
    expect(state.started).toBe(1);
    state.finish();
    await vi.waitFor(() => expect(state.started).toBe(2));
    state.finish();
    await owner;
    expect(state.started).toBe(2);
    // Idle again: the next vote's request runs it itself.
    const next = indexer.voteStored();
    expect(state.started).toBe(3);
    state.finish();
    await next;
  });

  it('a run older than the stale limit is taken as lost (its request ended), and the next vote starts another', async () => {
    vi.useFakeTimers();
    const { state, run } = gatedRun();
    const indexer = perIsolateVoterIndexer(run, { staleMs: 20_000 });
    void indexer.voteStored(); // never finishes: its waitUntil was cut
    vi.advanceTimersByTime(20_001);
    void indexer.voteStored();
    expect(state.started).toBe(2);
  });
});
