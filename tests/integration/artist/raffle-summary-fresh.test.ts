import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema';
import { polls } from '../../../db/schema';
import { createApp } from '../../../worker/app';
import * as PATHS from '../../../worker/contracts/paths';
import type { RaffleStatus } from '../../../worker/contracts/raffle';
import { farmCoupons, voteAndConfirm } from '../../factories/farmed-coupons';
import { panel } from '../../factories/raffle';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const SEED = 'Loteria Federal 05923: 12345';

/** The public app on the test's database through a client that records every statement, with the test's edge cache. */
let client: ReturnType<typeof createClient> | undefined;
afterAll(() => client?.close());
function site() {
  client ??= createClient({ url: `file:${t.dbFile}` });
  const queries: string[] = [];
  const db = drizzle(client, { schema, logger: { logQuery: (q) => queries.push(q) } });
  const app = createApp({ ...t.deps, db }, { clientIp: () => '203.0.113.64' });
  const summary = async () => (await (await app.request(PATHS.raffle)).json()) as RaffleStatus;
  return { queries, summary };
}

// Each change is read by the very next view, with no wait for the edge's copy to age out: the clock never moves here
// between a change and the view after it.
describe('/sorteio right after each change in the panel', () => {
  it('shows a void, the freeze, the draw, a claim and its undo at once, and a repeated view is the edge’s copy', async () => {
    const page = site();
    const farmed = await farmCoupons(t);
    await voteAndConfirm(t, { ip: '203.0.113.201', confirmIp: '203.0.113.201', email: 'honesta@gmail.com', gap: 30 * 60_000 });
    expect(await page.summary()).toMatchObject({ state: 'open', voids: [] });

    // A repeated view reads only the version: one small statement, never the summary's own reads.
    const before = page.queries.length;
    expect(await page.summary()).toMatchObject({ state: 'open', voids: [] });
    expect(page.queries.slice(before)).toEqual([expect.stringMatching(/^\s*SELECT p\.id AS poll/)]);

    const artist = await panel(t);
    const group = (await artist.raffleIntegrity()).groups.find((g) => g.rule === 'rede')!;
    await artist.voidRaffleGroup({ groupId: group.id, couponCount: farmed.length, reason: 'Cupons gerados em série' });
    expect((await page.summary()).voids).toEqual([expect.objectContaining({ ground: 'rede', couponCount: farmed.length })]);

    const [poll] = await t.deps.db.select().from(polls).limit(1);
    t.clock.set(new Date(poll!.closesAt.getTime() + 60_000));
    expect(await page.summary()).toMatchObject({ state: 'closed' });
    await (await panel(t)).freezeRaffle();
    expect(await page.summary()).toMatchObject({ state: 'frozen', couponCount: 1, draw: null });

    const drawn = await (await panel(t)).drawRaffle({ seed: SEED, seedAgain: SEED });
    if (drawn.state !== 'drawn' || !drawn.draw) throw new Error('not drawn');
    const winner = drawn.draw.winners[0]!;
    expect(await page.summary()).toMatchObject({ state: 'drawn', draw: { seed: SEED, winners: [winner] } });

    await (await panel(t)).claimRafflePrize({ coupon: winner, documentChecked: true });
    expect(await page.summary()).toMatchObject({ rounds: [{ round: 1, claimed: [winner] }] });
    await (await panel(t)).unclaimRafflePrize({ coupon: winner });
    expect(await page.summary()).toMatchObject({ rounds: [{ round: 1, claimed: [] }] });
    await (await panel(t)).claimRafflePrize({ coupon: winner, documentChecked: true });
    expect(await page.summary()).toMatchObject({ rounds: [{ round: 1, claimed: [winner] }] });
  });
});
