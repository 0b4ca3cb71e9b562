import { describe, expect, it } from 'vitest';
import type { PollView } from '../../../worker/contracts/poll';
import { voterForm } from '../../factories/voters';
import { createTestDeps, useTestDeps } from '../../setup/test-deps';
import { httpApp } from './http';

const t = useTestDeps();

describe('GET /api/poll/tally', () => {
  it('is a public, edge-cacheable JSON of the five designs', async () => {
    const http = httpApp(t.deps);
    const res = await http.get('/api/poll/tally');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=10');
    const body = (await res.json()) as PollView;
    expect(body.options.map((o) => [o.name, o.votes])).toEqual([
      ['Mito Clássico', 287],
      ['Favela Venceu', 431],
      ['Bonde do Mito', 356],
      ['Chora Piranha', 512],
      ['Estampa Total', 569],
    ]);
    expect(body.options.map((o) => o.percent)).toEqual([13.3, 20, 16.5, 23.8, 26.4]);
    expect(body.totalVotes).toBe(2155);
    expect(body.options[0]!.imageUrl).toBe('/images/designs/design1.webp');
  });

  it('serves the cached copy for s-maxage seconds, then the new count', async () => {
    const http = httpApp(t.deps);
    const first = (await (await http.get('/api/poll/tally')).json()) as PollView;
    await t.caller({ ip: '10.9.9.9' }).poll.vote({ ...voterForm(), optionId: 'opt_design2' });
    const cached = await http.get('/api/poll/tally?bust=1');
    expect(((await cached.json()) as PollView).options[1]!.votes).toBe(first.options[1]!.votes);
    expect(cached.headers.get('age')).not.toBeNull();
    // Past s-maxage + stale-while-revalidate the copy is gone (the stale window: tally-freshness.test.ts).
    t.clock.advance(13_000);
    const fresh = (await (await http.get('/api/poll/tally')).json()) as PollView;
    expect(fresh.options[1]!.votes).toBe(first.options[1]!.votes + 1);
  });

  it('answers 404 "Enquete não encontrada" (not cached) when there is no poll', async () => {
    const empty = await createTestDeps({ seed: false });
    try {
      const res = await httpApp(empty.deps).get('/api/poll/tally');
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ error: { message: 'Enquete não encontrada', code: 'POLL_NOT_FOUND' } });
    } finally {
      empty.cleanup();
    }
  });
});
