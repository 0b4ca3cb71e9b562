import { describe, expect, it } from 'vitest';
import { auditLog, raffleFreezes } from '../../../db/schema';
import { createApp } from '../../../worker/app';
import * as PATHS from '../../../worker/contracts/paths';
import { drawWinners, parseCouponList, sha256HexOf } from '../../../worker/lib/raffle-draw';
import { frozenRaffle, panel } from '../../factories/raffle';
import { makeArtistSession, makeMember } from '../../factories/sessions';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const SEED = 'Loteria Federal 05923: 12345';
/** The first zod issue of a refused input, as the form shows it under the field. */
const issue = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { code?: string; cause?: { issues?: { message: string; path: PropertyKey[] }[] } }) => ({
      code: e.code,
      message: e.cause?.issues?.[0]?.message,
      path: e.cause?.issues?.[0]?.path,
    }),
  );

describe('the draw is confirmed: preview of what it uses, and the seed typed twice', () => {
  it('the preview shows the figures the draw then publishes; two different seeds are refused and draw nothing', async () => {
    const before = await panel(t);
    await expect(before.drawPreview()).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'O sorteio só pode ser feito depois que a votação encerrar e a lista de cupons for congelada.',
    });

    const { voters } = await frozenRaffle(t, 13);
    const artist = await panel(t);
    const preview = await artist.drawPreview();
    const list = await (await createApp(t.deps, { clientIp: () => '203.0.113.71' }).request(PATHS.raffleCoupons)).text();
    expect(preview).toEqual({ couponsSha256: sha256HexOf(list), couponCount: 13, frozenAt: t.clock.now().toISOString() });
    expect(parseCouponList(list).sort()).toEqual(voters.map((v) => v.coupon).sort());
    // A read of anonymous figures: nothing in the audit log.
    expect(await t.deps.db.select().from(auditLog)).toEqual([]);

    // A typo in the second seed: refused by the contract, under the second field, and nothing is drawn.
    expect(await issue(artist.drawRaffle({ seed: SEED, seedAgain: 'Loteria Federal 05923: 12354' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'As duas sementes não conferem.',
      path: ['seedAgain'],
    });
    expect(await issue(artist.drawRaffle({ seed: SEED, seedAgain: '' }))).toMatchObject({ message: 'As duas sementes não conferem.' });
    expect(await issue(artist.drawRaffle({ seed: SEED } as never))).toMatchObject({ code: 'BAD_REQUEST', path: ['seedAgain'] });
    const [untouched] = await t.deps.db.select({ seed: raffleFreezes.seed, winners: raffleFreezes.winners }).from(raffleFreezes);
    expect(untouched).toEqual({ seed: null, winners: null });
    expect(await t.caller().raffle.status()).toMatchObject({ state: 'frozen', draw: null });

    // Over HTTP the refusal reads in Portuguese with the field it belongs to.
    const app = createApp(t.deps, { clientIp: () => '203.0.113.72' });
    const session = await makeArtistSession(t.deps);
    const res = await app.request(`${PATHS.trpc}/artist.drawRaffle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie: session.cookie },
      body: JSON.stringify({ seed: SEED, seedAgain: `${SEED}0` }),
    });
    const body = (await res.json()) as { error: { message: string; data: { appCode: string; fieldErrors: Record<string, string> } } };
    expect(res.status).toBe(400);
    expect(body.error).toMatchObject({
      message: 'As duas sementes não conferem.',
      data: { appCode: 'BAD_INPUT', fieldErrors: { seedAgain: 'As duas sementes não conferem.' } },
    });

    // The same seed, once with spaces around it and an invisible character: the one seed both agree on.
    const drawn = await artist.drawRaffle({ seed: SEED, seedAgain: ` ${SEED}\u200B ` });
    if (drawn.state !== 'drawn' || !drawn.draw) throw new Error('not drawn');
    expect(drawn.draw.seed).toBe(SEED);
    // What the draw publishes is what the preview showed.
    expect({ couponsSha256: drawn.couponsSha256, couponCount: drawn.couponCount, frozenAt: drawn.frozenAt }).toEqual(preview);
    expect(drawn.rounds[0]).toMatchObject({ listSha256: preview.couponsSha256, couponCount: preview.couponCount, seed: SEED });
    expect(drawn.draw.winners).toEqual(drawWinners(preview.couponsSha256, SEED, parseCouponList(list)));

    // Once drawn, there is nothing left to preview.
    await expect(artist.drawPreview()).rejects.toMatchObject({ code: 'CONFLICT', message: 'O sorteio já foi realizado.' });
  });

  it('a visitor and a member are refused the preview and the draw', async () => {
    const member = await makeMember(t.deps);
    for (const caller of [t.caller(), t.caller({ headers: member.headers })]) {
      await expect(caller.artist.drawPreview()).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Sessão do painel expirada. Entre novamente.',
      });
      await expect(caller.artist.drawRaffle({ seed: SEED, seedAgain: SEED })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});
