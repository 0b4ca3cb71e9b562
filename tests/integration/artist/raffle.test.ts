import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { polls } from '../../../db/schema';
import { createApp } from '../../../worker/app';
import * as PATHS from '../../../worker/contracts/paths';
import { drawWinners, parseCouponList, sha256HexOf } from '../../../worker/lib/raffle-draw';
import { raffleHousekeeping } from '../../../worker/services/raffle/raffle-housekeeping';
import { confirmCoupons } from '../../factories/coupon-mail';
import { makeArtistSession } from '../../factories/sessions';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
// The download, as the page's link fetches it.
const couponsFile = () => createApp(t.deps, { clientIp: () => '203.0.113.61' }).request(PATHS.raffleCoupons);

describe('raffle: frozen list, public seed, reproducible winners', () => {
  it('before the close: no list, and a seed is refused; after: the list is frozen once, the draw is reproducible, names never shown', async () => {
    let artist = await makeArtistSession(t.deps);
    const panel = () => t.caller({ headers: artist.headers }).artist;
    const names: string[] = [];
    const coupons: string[] = [];
    const emails: string[] = [];
    for (let i = 0; i < 14; i++) {
      const form = voterForm();
      names.push(form.name);
      emails.push(form.email);
      coupons.push((await t.caller({ ip: nextVoterIp() }).poll.vote({ ...form, optionId: `opt_design${(i % 5) + 1}` })).coupon);
    }
    await confirmCoupons(t, emails);

    expect(await t.caller().raffle.status()).toMatchObject({ state: 'open' });
    expect((await couponsFile()).status).toBe(404);
    await expect(
      panel().drawRaffle({ seed: 'Loteria Federal 05923: 12345', seedAgain: 'Loteria Federal 05923: 12345' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'O sorteio só pode ser feito depois que a votação encerrar e a lista de cupons for congelada.',
    });

    const [poll] = await t.deps.db.select().from(polls).limit(1);
    t.clock.set(new Date(poll!.closesAt.getTime() + 60_000));
    // Closed, not yet frozen: looking never freezes; the scheduled job does.
    expect(await t.caller().raffle.status()).toEqual({ state: 'closed', closesAt: poll!.closesAt.toISOString(), voids: [] });
    expect((await couponsFile()).status).toBe(404);
    await raffleHousekeeping(t.deps);
    const frozen = await t.caller().raffle.status();
    expect(frozen).toMatchObject({ state: 'frozen', couponCount: 14, closedAt: poll!.closesAt.toISOString(), draw: null });
    const file = await couponsFile();
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="cupons.txt"');
    const list = { text: await file.text() };
    expect(parseCouponList(list.text).sort()).toEqual([...coupons].sort());
    if (frozen.state !== 'frozen') throw new Error('unreachable');
    expect(sha256HexOf(list.text)).toBe(frozen.couponsSha256);
    expect(file.headers.get('x-coupons-sha256')).toBe(frozen.couponsSha256);

    // A vote after the close cannot enter the frozen list.
    await expect(t.caller({ ip: nextVoterIp() }).poll.vote({ ...voterForm(), optionId: 'opt_design1' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    t.clock.advance(3_600_000);
    expect(await t.caller().raffle.status()).toMatchObject({ couponsSha256: frozen.couponsSha256, frozenAt: frozen.frozenAt });

    const seed = 'Loteria Federal 05923: 12345';
    artist = await makeArtistSession(t.deps); // the first one expired during the week
    const drawn = await panel().drawRaffle({ seed, seedAgain: seed });
    if (drawn.state !== 'drawn' || !drawn.draw) throw new Error('not drawn');
    expect(drawn.draw.winners).toEqual(drawWinners(frozen.couponsSha256, seed, parseCouponList(list.text)));
    expect(drawn.draw.winners).toHaveLength(10);
    expect(new Date(drawn.draw.claimDeadline).getTime() - new Date(drawn.draw.drawnAt).getTime()).toBe(30 * 86_400_000);

    const json = JSON.stringify(await t.caller().raffle.status());
    for (const name of names) expect(json).not.toContain(name);
    expect(JSON.parse(json)).toMatchObject({ state: 'drawn', draw: { seed, winners: drawn.draw.winners } });

    // The artist sees who won (names, masked CPFs) to contact them; the public page never does.
    const winners = await panel().raffleWinners();
    expect(winners.map((w) => w.coupon)).toEqual(drawn.draw.winners);
    for (const w of winners) expect(names).toContain(w.name);
    expect(winners[0]!.cpfMasked).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);

    await expect(panel().drawRaffle({ seed: 'outra semente', seedAgain: 'outra semente' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'O sorteio já foi realizado.',
    });
    await expect(t.caller().artist.drawRaffle({ seed, seedAgain: seed })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await t.deps.db.select().from(polls).where(eq(polls.id, poll!.id))).toHaveLength(1);
  });
});
