import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { polls, raffleFreezes, raffleVoids, tshirtPollVotes } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { couponListText, sha256HexOf } from '../../../lib/raffle-draw';

const FREEZE_ATTEMPTS = 3;

/**
 * Freezes the newest poll's coupon list once the poll has closed: every coupon
 * of a vote stored before the close whose e-mail was confirmed by then (one per
 * inbox, see poll/confirm-coupon.ts), not erased by its fan and not voided by the artist, sorted, with its SHA-256. Only writers call
 * it — the scheduled job and the artist's "Congelar lista" — never a page view.
 * `ON CONFLICT DO NOTHING` makes it happen once; the list never changes after.
 * Returns true when this call wrote the freeze.
 */
export async function freezeRaffle(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<boolean> {
  const [poll] = await deps.db.select().from(polls).orderBy(desc(polls.createdAt)).limit(1);
  if (!poll) return false;
  const now = deps.clock.now();
  const closed = !poll.isActive || poll.closesAt.getTime() <= now.getTime();
  if (!closed) return false;
  const [existing] = await deps.db
    .select({ pollId: raffleFreezes.pollId })
    .from(raffleFreezes)
    .where(eq(raffleFreezes.pollId, poll.id))
    .limit(1);
  if (existing) return false;

  const closedAt = poll.closesAt.getTime() <= now.getTime() ? poll.closesAt : now;
  for (let attempt = 0; attempt < FREEZE_ATTEMPTS; attempt++) {
    const [voids] = await deps.db.select({ n: count() }).from(raffleVoids).where(eq(raffleVoids.pollId, poll.id));
    const rows = await deps.db
      .select({ coupon: tshirtPollVotes.raffleCoupon })
      .from(tshirtPollVotes)
      // A vote whose fan erased their data (purged_at before any freeze) leaves the draw; the raffle's own purge only runs after it.
      // A coupon the artist voided ('Anular cupons', services/raffle/integrity/) never enters the list.
      .where(
        and(
          eq(tshirtPollVotes.pollId, poll.id),
          lte(tshirtPollVotes.createdAt, closedAt),
          lte(tshirtPollVotes.emailConfirmedAt, closedAt),
          isNull(tshirtPollVotes.purgedAt),
          isNull(tshirtPollVotes.voidId),
        ),
      );
    const list = couponListText(rows.map((r) => r.coupon));
    // Written only if no void committed since the count above: a void between this read and this write would
    // leave a voided coupon in the published list, so the list is read again. A void checks for the freeze in its own batch.
    const written = await deps.db.all<{ pollId: string }>(sql`
      INSERT INTO ${raffleFreezes} (poll_id, closed_at, frozen_at, coupons_sha256, coupon_count, coupon_list)
      SELECT ${poll.id}, ${closedAt.getTime()}, ${now.getTime()}, ${sha256HexOf(list)}, ${rows.length}, ${list}
      WHERE (SELECT count(*) FROM ${raffleVoids} WHERE poll_id = ${poll.id}) = ${voids?.n ?? 0}
      ON CONFLICT DO NOTHING
      RETURNING poll_id AS pollId`);
    if (written.length > 0) return true;
    const [frozen] = await deps.db.select({ pollId: raffleFreezes.pollId }).from(raffleFreezes).where(eq(raffleFreezes.pollId, poll.id));
    if (frozen) return false;
  }
  return false;
}
