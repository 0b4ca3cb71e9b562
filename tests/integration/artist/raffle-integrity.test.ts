import { describe, expect, it } from 'vitest';
import { auditLog, tshirtPollVotes } from '../../../db/schema';
import { farmCoupons, voteAndConfirm } from '../../factories/farmed-coupons';
import { panel } from '../../factories/raffle';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const MINUTE = 60_000;

describe('Integridade do sorteio', () => {
  it('groups a farm by network, confirming address and domain; leaves families and big providers alone; finds disposable inboxes', async () => {
    const farmed = await farmCoupons(t);
    // A family: four coupons from one home, below any rule's minimum.
    for (let i = 0; i < 4; i++)
      await voteAndConfirm(t, { ip: `203.0.113.${i + 1}`, confirmIp: '203.0.113.1', email: `familia${i}@gmail.com` });
    // Six fans on one big provider within minutes, from different places: not a group.
    for (let i = 0; i < 6; i++)
      await voteAndConfirm(t, { ip: `100.64.${i}.1`, confirmIp: `2001:db8:77:${i}::1`, email: `fan${i}@gmail.com` });
    await voteAndConfirm(t, { ip: '2001:db8:99::5', confirmIp: '2001:db8:99::5', email: 'descartavel@mailinator.com', gap: 60 * MINUTE });

    const report = await (await panel(t)).raffleIntegrity();
    expect(report.open).toBe(true);
    const byRule = Object.fromEntries(report.groups.map((g) => [g.rule, g]));
    expect(report.groups.map((g) => [g.rule, g.couponCount]).sort()).toEqual([
      ['confirmacao', 6],
      ['descartavel', 1],
      ['dominio', 6],
      ['rede', 6],
    ]);
    expect(byRule.rede).toMatchObject({ confirmedCount: 6, addressCount: 6, domain: null });
    expect(new Date(byRule.rede!.to).getTime() - new Date(byRule.rede!.from).getTime()).toBe(5 * MINUTE);
    expect(byRule.descartavel).toMatchObject({ domain: 'mailinator.com', couponCount: 1 });
    for (const s of byRule.rede!.samples) {
      expect(farmed.map((f) => f.coupon)).toContain(s.coupon);
      expect(s.cpfMasked).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
      expect(s.emailMasked).toMatch(/^f\*\*\*@fazenda-cupons\.com\.br$/);
    }
    // Opening it is an audited read; nothing stored names an address or a domain in clear.
    expect((await t.deps.db.select().from(auditLog)).map((a) => a.action)).toContain('view_integrity');
    const stored = JSON.stringify(await t.deps.db.select().from(tshirtPollVotes));
    expect(stored).not.toMatch(/198\.51\.100|fazenda-cupons|mailinator/);
  });

  it('a reason must say something: too short is refused with the form’s text', async () => {
    await expect((await panel(t)).voidRaffleGroup({ groupId: 'rede:x:1', couponCount: 1, reason: ' \u202E curto ' })).rejects.toMatchObject(
      {
        code: 'BAD_REQUEST',
        message: expect.stringContaining('Explique o motivo em pelo menos 10 caracteres'),
      },
    );
  });

  it("'Anular cupons' has its own budget: a few groups an hour, not a script's loop", async () => {
    const artist = await panel(t);
    const bogus = { groupId: 'rede:0000000000000000:0', couponCount: 1, reason: 'Cupons gerados em série' };
    for (let i = 0; i < 10; i++) await expect(artist.voidRaffleGroup(bogus)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(artist.voidRaffleGroup(bogus)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Muitas anulações em pouco tempo. Tente novamente em 10 minutos.',
    });
  });
});
