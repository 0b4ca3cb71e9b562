import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { polls, raffleFreezes } from '../../db/schema';
import { manualClock } from '../../worker/adapters/clock/port';
import { createApp } from '../../worker/app';
import { buildWorkerDeps } from '../../worker/cloudflare/build-deps';
import * as PATHS from '../../worker/contracts/paths';
import type { RaffleStatus } from '../../worker/contracts/raffle';
import { RAFFLE_CACHE_CONTROL, RAFFLE_FRESHNESS } from '../../worker/http/raffle-public';
import { silentLogger } from '../../worker/lib/logger';
import { parseCouponList } from '../../worker/lib/raffle-draw';
import { raffleHousekeeping } from '../../worker/services/raffle/raffle-housekeeping';
import { seedVotersWithIndex } from '../factories/settled-raffle';

// /sorteio's data inside workerd: the real Cache API, the Turso web client, the clock moved by hand.
const ORIGIN = 'https://raffle-summary.mito.example';
const VOTERS = 2_000;

describe('the public raffle on Workers', () => {
  it('answers a small edge-cached summary, never freezes from a GET, and serves the list as a cached file', async () => {
    const { deps } = await buildWorkerDeps(env, silentLogger);
    const clock = manualClock(new Date());
    const app = createApp({ ...deps, clock }, { clientIp: () => '203.0.113.78' });
    const get = async (path: string) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(new Request(`${ORIGIN}${path}`), env, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    const summary = async () => (await (await get(PATHS.raffle)).json()) as RaffleStatus;
    // The edge's copy goes stale on the app's clock; the first stale answer refreshes it (its waitUntil has run when `get` returns).
    const pastTheEdge = async () => {
      clock.advance(RAFFLE_FRESHNESS.freshSeconds * 1000);
      await get(PATHS.raffle);
    };

    const open = await get(PATHS.raffle);
    expect(open.headers.get('cache-control')).toBe(RAFFLE_CACHE_CONTROL);
    expect(((await open.json()) as RaffleStatus).state).toBe('open');

    const [poll] = await deps.db.select().from(polls).limit(1);
    await seedVotersWithIndex(deps.db, poll!.id, VOTERS, new Date(clock.now().getTime() - 3_600_000));
    await deps.db.update(polls).set({ closesAt: new Date(clock.now().getTime() - 60_000) });
    await pastTheEdge();
    expect(await summary()).toMatchObject({ state: 'closed' });
    expect((await get(PATHS.raffleCoupons)).status).toBe(404);
    expect(await deps.db.$count(raffleFreezes)).toBe(0);

    await raffleHousekeeping({ ...deps, clock });
    await pastTheEdge();
    const res = await get(PATHS.raffle);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ state: 'frozen', couponCount: VOTERS, draw: null });
    // A few hundred bytes for 2,000 coupons (the list itself is about 26 bytes a coupon).
    expect(text.length).toBeLessThan(1_000);

    const file = await get(PATHS.raffleCoupons);
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const list = await file.text();
    expect(parseCouponList(list)).toHaveLength(VOTERS);
    // The next download is the edge's copy: it does not even see a change in the database.
    await deps.db.run(sql`UPDATE raffle_freezes SET coupon_list = ''`);
    expect(await (await get(PATHS.raffleCoupons)).text()).toBe(list);
  });
});
