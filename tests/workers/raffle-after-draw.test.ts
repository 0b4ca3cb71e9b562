import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { polls, raffleVoids } from '../../db/schema';
import { manualClock } from '../../worker/adapters/clock/port';
import { createApp } from '../../worker/app';
import { buildWorkerDeps } from '../../worker/cloudflare/build-deps';
import * as PATHS from '../../worker/contracts/paths';
import type { RaffleStatus } from '../../worker/contracts/raffle';
import { silentLogger } from '../../worker/lib/logger';
import { drawRaffle } from '../../worker/services/raffle/draw-raffle';
import { raffleHousekeeping } from '../../worker/services/raffle/raffle-housekeeping';
import { seedVotersWithIndex } from '../factories/settled-raffle';

// /sorteio inside workerd with the real Cache API: the clock never moves between a change and the view after it, so
// only a copy keyed by the raffle's version can answer the change at once (the edge keeps a copy 75 s).
const ORIGIN = 'https://raffle-after-draw.mito.example';
const SEED = 'Loteria Federal 05923: 12345';

describe('the public raffle on Workers, right after each change', () => {
  it('shows a void, the close, the freeze and the draw on the next view; a repeated view is the edge’s copy', async () => {
    const { deps } = await buildWorkerDeps(env, silentLogger);
    const clock = manualClock(new Date());
    const app = createApp({ ...deps, clock }, { clientIp: () => '203.0.113.79' });
    const get = async () => {
      const ctx = createExecutionContext();
      const res = await app.fetch(new Request(`${ORIGIN}${PATHS.raffle}`), env, ctx);
      await waitOnExecutionContext(ctx);
      return { body: (await res.json()) as RaffleStatus, fromEdge: res.headers.has('age') };
    };

    expect(await get()).toMatchObject({ body: { state: 'open', voids: [] }, fromEdge: false });
    expect(await get()).toMatchObject({ body: { state: 'open' }, fromEdge: true });

    const [poll] = await deps.db.select().from(polls).limit(1);
    await seedVotersWithIndex(deps.db, poll!.id, 50, new Date(clock.now().getTime() - 3_600_000));
    // A void's row as 'Anular cupons' writes it (the Node suite drives the whole void through the panel).
    await deps.db.insert(raffleVoids).values({
      id: 'void_workers_1',
      pollId: poll!.id,
      ground: 'rede',
      reason: 'Cupons gerados em série',
      couponCount: 6,
      actor: 'sessao-000000000000',
      voidedAt: clock.now(),
    });
    expect((await get()).body.voids).toEqual([expect.objectContaining({ ground: 'rede', couponCount: 6 })]);

    await deps.db.update(polls).set({ closesAt: new Date(clock.now().getTime() - 60_000) });
    expect((await get()).body).toMatchObject({ state: 'closed' });

    await raffleHousekeeping({ ...deps, clock });
    expect((await get()).body).toMatchObject({ state: 'frozen', couponCount: 50, draw: null });

    const drawn = await drawRaffle({ ...deps, clock }, { seed: SEED });
    expect(drawn.state).toBe('drawn');
    const after = await get();
    expect(after).toMatchObject({ body: { state: 'drawn', draw: { seed: SEED } }, fromEdge: false });
    expect(await get()).toMatchObject({ body: { state: 'drawn' }, fromEdge: true });
  });
});
