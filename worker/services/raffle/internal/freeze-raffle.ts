import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import { polls, raffleFreezes, tshirtPollVotes } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { couponListText, sha256HexOf } from '../../../lib/raffle-draw';

/**
 * Freezes the newest poll's coupon list once the poll has closed: every coupon
 * of a vote stored before the close whose e-mail was confirmed by then (one per
 * inbox, see poll/confirm-coupon.ts) and not erased by its fan, sorted, with its SHA-256. Only writers call
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
  const rows = await deps.db
    .select({ coupon: tshirtPollVotes.raffleCoupon })
    .from(tshirtPollVotes)
    // A vote whose fan erased their data (purged_at before any freeze) leaves the draw; the raffle's own purge only runs after it.
    .where(
      and(
        eq(tshirtPollVotes.pollId, poll.id),
        lte(tshirtPollVotes.createdAt, closedAt),
        lte(tshirtPollVotes.emailConfirmedAt, closedAt),
        isNull(tshirtPollVotes.purgedAt),
      ),
    );
  const list = couponListText(rows.map((r) => r.coupon));
  const written = await deps.db
    .insert(raffleFreezes)
    .values({ pollId: poll.id, closedAt, frozenAt: now, couponsSha256: sha256HexOf(list), couponCount: rows.length, couponList: list })
    .onConflictDoNothing()
    .returning({ pollId: raffleFreezes.pollId });
  return written.length > 0;
}
