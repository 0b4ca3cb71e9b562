import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema';
import { polls, raffleFreezes } from '../../../db/schema';
import { createApp } from '../../../worker/app';
import * as PATHS from '../../../worker/contracts/paths';
import type { RaffleStatus } from '../../../worker/contracts/raffle';
import { RAFFLE_CACHE_CONTROL } from '../../../worker/http/raffle-public';
import { parseCouponList } from '../../../worker/lib/raffle-draw';
import { raffleHousekeeping } from '../../../worker/services/raffle/raffle-housekeeping';
import { appRouter } from '../../../worker/routers';
import { createInnerContext } from '../../../worker/trpc/context';
import { createCallerFactory } from '../../../worker/trpc/init';
import { confirmCoupons } from '../../factories/coupon-mail';
import { panel } from '../../factories/raffle';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const WRITE = /^\s*(insert|update|delete|replace)\b/i;

/** The same database file through a second client that records every statement it is given. */
let client: ReturnType<typeof createClient> | undefined;
afterAll(() => client?.close());
function recorded() {
  client ??= createClient({ url: `file:${t.dbFile}` });
  const queries: string[] = [];
  const db = drizzle(client, { schema, logger: { logQuery: (q) => queries.push(q) } });
  const deps = { ...t.deps, db };
  const app = createApp(deps, { clientIp: () => '203.0.113.63' });
  const caller = createCallerFactory(appRouter)(createInnerContext(deps, {}));
  return { queries, app, caller };
}
const summary = async (app: ReturnType<typeof createApp>) => {
  const res = await app.request(PATHS.raffle);
  return { res, body: (await res.json()) as RaffleStatus };
};

describe('the public raffle: a small summary, a file download, and no writes from a page view', () => {
  it('a view after the close freezes nothing and reads no list; the scheduled job freezes; the list is a file', async () => {
    const coupons: string[] = [];
    const emails: string[] = [];
    for (let i = 0; i < 6; i++) {
      const form = voterForm();
      emails.push(form.email);
      coupons.push((await t.caller({ ip: nextVoterIp() }).poll.vote({ ...form, optionId: `opt_design${(i % 5) + 1}` })).coupon);
    }
    await confirmCoupons(t, emails);
    const [poll] = await t.deps.db.select().from(polls).limit(1);
    t.clock.set(new Date(poll!.closesAt.getTime() + 60_000));

    // Closed, not frozen: the page, the panel's procedure and the download only read.
    const views = recorded();
    const closed = await summary(views.app);
    expect(closed.res.headers.get('cache-control')).toBe(RAFFLE_CACHE_CONTROL);
    expect(closed.body).toEqual({ state: 'closed', closesAt: poll!.closesAt.toISOString(), voids: [] });
    expect(await views.caller.raffle.status()).toEqual(closed.body);
    const early = await views.app.request(PATHS.raffleCoupons);
    expect(early.status).toBe(404);
    expect(await early.json()).toEqual({
      error: { code: 'RAFFLE_LIST_NOT_FROZEN', message: 'A lista de cupons ainda não foi congelada.' },
    });
    expect(views.queries.filter((q) => WRITE.test(q))).toEqual([]);
    expect(await t.deps.db.$count(raffleFreezes)).toBe(0);

    expect(await raffleHousekeeping(t.deps)).toMatchObject({ round: null });
    expect(await t.deps.db.$count(raffleFreezes)).toBe(1);

    // Frozen, on the next view: the summary says how many and the hash, without the list; /meu-cupom neither reads it.
    const after = recorded();
    const frozen = await summary(after.app);
    expect(frozen.body).toMatchObject({ state: 'frozen', couponCount: 6, draw: null });
    expect(JSON.stringify(frozen.body)).not.toContain(coupons[0]);
    expect(await after.caller.raffle.status()).toEqual(frozen.body);
    expect(after.queries.filter((q) => q.includes('coupon_list'))).toEqual([]);
    expect(after.queries.filter((q) => WRITE.test(q))).toEqual([]);

    const file = await after.app.request(PATHS.raffleCoupons);
    expect(file.status).toBe(200);
    const text = await file.text();
    expect(parseCouponList(text).sort()).toEqual([...coupons].sort());
    if (frozen.body.state !== 'frozen') throw new Error('unreachable');
    expect(file.headers.get('x-coupons-sha256')).toBe(frozen.body.couponsSha256);
    // The list never changes once frozen: the next download is the edge's copy (only the raffle's version is read).
    const before = after.queries.length;
    expect(await (await after.app.request(PATHS.raffleCoupons)).text()).toBe(text);
    expect(after.queries.slice(before)).toEqual([expect.stringMatching(/^\s*SELECT p\.id AS poll/)]);

    // The draw shows on the very next view: the edge's copy is keyed by the raffle's version.
    const drawn = await (await panel(t)).drawRaffle({ seed: 'Loteria Federal 05923: 12345', seedAgain: 'Loteria Federal 05923: 12345' });
    if (drawn.state !== 'drawn') throw new Error('not drawn');
    expect((await summary(after.app)).body).toMatchObject({ state: 'drawn', draw: { winners: drawn.draw!.winners } });
    // A draw changes no list: the download is still the edge's copy.
    const beforeDownload = after.queries.length;
    expect(await (await after.app.request(PATHS.raffleCoupons)).text()).toBe(text);
    expect(after.queries.slice(beforeDownload).filter((q) => q.includes('coupon_list'))).toEqual([]);
  });

  it('"Congelar lista agora" is the artist’s: anyone else is refused', async () => {
    await expect(t.caller().artist.freezeRaffle()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
