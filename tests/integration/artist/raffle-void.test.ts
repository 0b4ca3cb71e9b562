import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, polls, raffleFreezes, raffleVoids } from '../../../db/schema';
import { parseCouponList } from '../../../worker/lib/raffle-draw';
import { farmCoupons, voteAndConfirm } from '../../factories/farmed-coupons';
import { readOutbox } from '../../factories/mailbox';
import { panel } from '../../factories/raffle';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const MINUTE = 60_000;

describe('Anular cupons', () => {
  it('voids a group with a reason: out of the frozen list, voters e-mailed, audited, public on /sorteio without personal data', async () => {
    const farmed = await farmCoupons(t);
    const honest = await voteAndConfirm(t, {
      ip: '203.0.113.200',
      confirmIp: '203.0.113.200',
      email: 'honesta@gmail.com',
      gap: 30 * MINUTE,
    });
    const artist = await panel(t);
    const group = (await artist.raffleIntegrity()).groups.find((g) => g.rule === 'rede')!;

    await expect(artist.voidRaffleGroup({ groupId: group.id, couponCount: 5, reason: 'Cupons gerados em série' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Este grupo mudou desde que a lista foi aberta. Atualize a lista e confira de novo antes de anular.',
    });
    const reason = 'CPFs gerados\u202E em série da mesma rede';
    expect(await artist.voidRaffleGroup({ groupId: group.id, couponCount: 6, reason })).toEqual({ voided: 6 });

    // The other views of the same farm are empty now: its coupons left the running.
    expect((await artist.raffleIntegrity()).groups).toEqual([]);
    await t.background.idle();
    const mails = readOutbox(t.dataDir).filter((m) => m.kind === 'coupon_voided');
    expect(mails.map((m) => m.to).sort()).toEqual(farmed.map((f) => f.email).sort());
    expect(mails[0]!.text).toContain('Motivo: Muitos cupons da mesma rede em poucos minutos. CPFs gerados em série da mesma rede');
    const [audit] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'raffle_void'));
    expect(audit).toMatchObject({
      actor: expect.stringMatching(/^sessao-[0-9a-f]{12}$/),
      target: '6 cupons anulados (Muitos cupons da mesma rede em poucos minutos). Motivo: CPFs gerados em série da mesma rede',
    });

    // The voter's own /meu-cupom says so; an untouched coupon is still in the running.
    expect(await t.caller().poll.couponStatus({ voterToken: farmed[0]!.voterToken })).toMatchObject({ voided: true });
    expect(await t.caller().poll.couponStatus({ voterToken: honest.voterToken })).toMatchObject({ voided: false, emailConfirmed: true });

    const status = await t.caller().raffle.status();
    expect(status.voids).toEqual([
      { ground: 'rede', reason: 'CPFs gerados em série da mesma rede', couponCount: 6, voidedAt: expect.any(String) },
    ]);

    const [poll] = await t.deps.db.select().from(polls).limit(1);
    t.clock.set(new Date(poll!.closesAt.getTime() + MINUTE));
    const frozen = await (await panel(t)).freezeRaffle();
    expect(frozen).toMatchObject({ state: 'frozen', couponCount: 1 });
    expect((await t.caller().raffle.status()).voids).toHaveLength(1);
    const [freeze] = await t.deps.db.select().from(raffleFreezes);
    expect(parseCouponList(freeze!.couponList)).toEqual([honest.coupon]);
  });

  it('refuses to void once the list is frozen, in words (the voids made before stay public)', async () => {
    const late = await panel(t);
    expect(await late.raffleIntegrity()).toMatchObject({ open: false, groups: [], voids: [{ ground: 'rede', couponCount: 6 }] });
    await expect(
      late.voidRaffleGroup({ groupId: 'descartavel:0000:0', couponCount: 1, reason: 'E-mail descartável' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A lista de cupons já foi congelada: não é mais possível anular cupons deste sorteio.',
    });
    expect(await t.deps.db.$count(raffleVoids)).toBe(1);
  });
});
