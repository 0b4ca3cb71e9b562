import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { artistSessions, auditLog, emailTokens, orders, polls, sessions, tshirtPollVotes } from '../../../db/schema';
import { scheduledHousekeeping } from '../../../worker/services/retention/scheduled-housekeeping';
import { runRetention } from '../../../worker/services/retention/run-retention';
import { openedDataGrant } from '../../factories/fan-data';
import { makeOrder } from '../../factories/orders';
import { makeMember } from '../../factories/sessions';
import { nextVoterIp, voterForm } from '../../factories/voters';
import { useTestDeps } from '../../setup/test-deps';

const t = useTestDeps();
const DAY = 86_400_000;
const ids = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((r) => r.id).sort();

/** Member and artist sessions, links and orders on both sides of each cut-off, relative to `now`. */
async function seedAroundCutOffs(now: number) {
  const member = await makeMember(t.deps);
  const s = (id: string, expires: number, absolute: number) => ({
    id,
    userId: member.userId,
    expiresAt: new Date(expires),
    absoluteExpiresAt: new Date(absolute),
    createdAt: new Date(now - DAY),
  });
  await t.deps.db
    .insert(sessions)
    .values([
      s('s_idle_over', now, now + DAY),
      s('s_idle_ok', now + 1, now + DAY),
      s('s_abs_over', now + 3_600_000, now),
      s('s_abs_ok', now + 3_600_000, now + 1),
    ]);
  const a = (id: string, expires: number) => ({
    id,
    consentAt: new Date(now - DAY),
    expiresAt: new Date(expires),
    createdAt: new Date(now - DAY),
  });
  await t.deps.db.insert(artistSessions).values([a('a_over', now), a('a_ok', now + 1)]);
  const k = (id: string, expires: number, used: number | null) => ({
    id,
    purpose: 'password_reset' as const,
    userId: member.userId,
    expiresAt: new Date(expires),
    usedAt: used === null ? null : new Date(used),
    createdAt: new Date(now - 60_000),
  });
  await t.deps.db.insert(emailTokens).values([k('k_expired', now, null), k('k_used', now + 60_000, now - 1), k('k_live', now + 1, null)]);

  // Orders: an unpaid one's data goes 30 days after the later of its hold and its payment page.
  const cut = now - 30 * DAY;
  const order = async (name: string, set: Partial<typeof orders.$inferInsert>) => {
    const { orderId } = await makeOrder(t);
    await t.deps.db.update(orders).set(set).where(eq(orders.id, orderId));
    return [name, orderId] as const;
  };
  const made = Object.fromEntries([
    await order('unpaid_over', { paymentStatus: 'expired', reservationExpiresAt: new Date(cut), checkoutExpiresAt: new Date(cut - 1) }),
    await order('pending_over', { paymentStatus: 'pending', reservationExpiresAt: new Date(cut - DAY), checkoutExpiresAt: null }),
    await order('unpaid_ok', { paymentStatus: 'expired', reservationExpiresAt: new Date(cut + 1) }),
    await order('checkout_later', {
      paymentStatus: 'failed',
      reservationExpiresAt: new Date(cut - DAY),
      checkoutExpiresAt: new Date(cut + 1),
    }),
    await order('paid_old', { paymentStatus: 'paid', paidAt: new Date(cut - 5 * DAY), reservationExpiresAt: new Date(cut - 2 * DAY) }),
  ]);
  return { member, orders: made as Record<'unpaid_over' | 'pending_over' | 'unpaid_ok' | 'checkout_later' | 'paid_old', string> };
}

describe('the retention job', () => {
  it('deletes exactly what is due at each cut-off, and nothing else', async () => {
    const now = t.clock.now().getTime();
    const seeded = await seedAroundCutOffs(now);
    const memberSessionsBefore = await ids(t.deps.db.select({ id: sessions.id }).from(sessions));
    const before = await t.deps.db
      .select()
      .from(orders)
      .where(inArray(orders.id, Object.values(seeded.orders)));

    const first = await runRetention(t.deps);
    expect(first.done).toBe(true);
    expect(first.counts).toMatchObject({ sessions: 2, artistSessions: 1, emailTokens: 2, unpaidOrders: 2 });

    expect(await ids(t.deps.db.select({ id: sessions.id }).from(sessions))).toEqual(
      memberSessionsBefore.filter((id) => id !== 's_idle_over' && id !== 's_abs_over'),
    );
    expect(
      await ids(
        t.deps.db
          .select({ id: artistSessions.id })
          .from(artistSessions)
          .where(inArray(artistSessions.id, ['a_over', 'a_ok'])),
      ),
    ).toEqual(['a_ok']);
    expect(
      await ids(
        t.deps.db
          .select({ id: emailTokens.id })
          .from(emailTokens)
          .where(inArray(emailTokens.id, ['k_expired', 'k_used', 'k_live'])),
      ),
    ).toEqual(['k_live']);

    const after = new Map(
      (
        await t.deps.db
          .select()
          .from(orders)
          .where(inArray(orders.id, Object.values(seeded.orders)))
      ).map((o) => [o.id, o]),
    );
    for (const o of before) {
      const blanked = o.id === seeded.orders.unpaid_over || o.id === seeded.orders.pending_over;
      const row = after.get(o.id)!;
      // Totals, status, items and code stay for the books either way.
      expect({ total: row.totalAmount, discount: row.discountAmount, status: row.paymentStatus, code: row.orderCode }).toEqual({
        total: o.totalAmount,
        discount: o.discountAmount,
        status: o.paymentStatus,
        code: o.orderCode,
      });
      if (blanked) expect(row).toMatchObject({ buyerSealed: '', emailHash: '', whatsappHash: '', cpfHash: null, holdAddressHash: null });
      else expect(row).toEqual(o);
    }
    // A blanked order's page still answers, with nothing of the buyer left.
    const blankedCode = after.get(seeded.orders.unpaid_over)!.orderCode;
    await expect(t.caller().orders.confirmation({ orderCode: blankedCode })).resolves.toMatchObject({
      buyer: expect.objectContaining({ shown: 'masked' }),
    });

    // A second run finds nothing.
    const second = await runRetention(t.deps);
    expect(Object.values(second.counts).every((n) => n === 0)).toBe(true);
  });

  it('goes in chunks within its budget; the next run continues', async () => {
    const now = t.clock.now().getTime();
    const member = await makeMember(t.deps);
    await t.deps.db.insert(sessions).values(
      Array.from({ length: 7 }, (_, i) => ({
        id: `chunk_${i}`,
        userId: member.userId,
        expiresAt: new Date(now - 1),
        absoluteExpiresAt: new Date(now + DAY),
        createdAt: new Date(now - DAY),
      })),
    );
    const budget = { chunkRows: 2, maxChunks: 3, budgetMs: 60_000 };
    const first = await runRetention(t.deps, budget);
    expect(first).toMatchObject({ done: false, counts: { sessions: 6 } });
    // Six steps take at least six chunks, one each, to finish.
    const second = await runRetention(t.deps, { ...budget, maxChunks: 10 });
    expect(second.counts.sessions).toBe(1);
    expect(second.done).toBe(true);
  });

  it('drops the CPF hash an erased vote kept, once its poll has closed', async () => {
    const form = voterForm();
    const voted = await t.caller({ ip: nextVoterIp() }).poll.vote({ ...form, optionId: 'opt_design1' });
    const kept = await t.caller({ ip: nextVoterIp() }).poll.vote({ ...voterForm(), optionId: 'opt_design1' });
    await t.caller({ ip: nextVoterIp() }).poll.eraseMyData({ dataToken: (await openedDataGrant(t, voted.voterToken)).dataToken });
    const hashOf = async (coupon: string) =>
      (
        await t.deps.db
          .select({ h: tshirtPollVotes.cpfHash, id: tshirtPollVotes.id })
          .from(tshirtPollVotes)
          .where(eq(tshirtPollVotes.raffleCoupon, coupon))
      )[0]!;
    const erased = await hashOf(voted.coupon);
    expect(erased.h).not.toMatch(/^apagado:/);
    expect((await runRetention(t.deps)).counts.erasedVoteHashes).toBe(0); // poll still open

    const [poll] = await t.deps.db.select().from(polls).limit(1);
    t.clock.set(new Date(poll!.closesAt.getTime()));
    expect((await runRetention(t.deps)).counts.erasedVoteHashes).toBe(1);
    expect((await hashOf(voted.coupon)).h).toBe(`apagado:${erased.id}`);
    expect((await hashOf(kept.coupon)).h).not.toMatch(/^apagado:/);
  });

  it('runs from the scheduled job after the raffle housekeeping', async () => {
    const member = await makeMember(t.deps);
    await t.deps.db.insert(sessions).values({
      id: 'sched_over',
      userId: member.userId,
      expiresAt: new Date(t.clock.now().getTime() - 1),
      absoluteExpiresAt: new Date(0),
      createdAt: new Date(0),
    });
    await t.deps.db
      .insert(auditLog)
      .values({ id: 'sched_audit', actor: 'sessao-x', action: 'export_csv', target: 'busca: "12345678901"', createdAt: t.clock.now() });
    const r = await scheduledHousekeeping(t.deps);
    expect(r.retention.counts).toMatchObject({ sessions: 1, auditSearches: 1 });
    expect(r.raffle).toHaveProperty('purged');
    expect(await t.deps.db.all(sql`SELECT id FROM sessions WHERE id = 'sched_over'`)).toEqual([]);
  });
});
