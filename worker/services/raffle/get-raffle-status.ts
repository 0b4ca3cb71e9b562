import { and, desc, eq, lte } from 'drizzle-orm';
import { polls, raffleFreezes, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { RaffleStatus } from '../../contracts/raffle';
import { couponListText, sha256HexOf } from '../../lib/raffle-draw';
import { loadRounds } from './internal/raffle-rounds';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Freeze = typeof raffleFreezes.$inferSelect;

/**
 * The newest poll's frozen list, freezing it first if the poll has closed and
 * nobody has yet (whoever looks first — the public page or the panel — freezes
 * it; `ON CONFLICT DO NOTHING` makes that happen once). The list holds every
 * coupon of a vote stored before the close, and never changes afterwards.
 */
export async function loadRaffle(deps: Deps): Promise<{ pollId: string; closesAt: Date; freeze: Freeze | null } | null> {
  const [poll] = await deps.db.select().from(polls).orderBy(desc(polls.createdAt)).limit(1);
  if (!poll) return null;
  const [existing] = await deps.db.select().from(raffleFreezes).where(eq(raffleFreezes.pollId, poll.id)).limit(1);
  if (existing) return { pollId: poll.id, closesAt: poll.closesAt, freeze: existing };
  const now = deps.clock.now();
  const closed = !poll.isActive || poll.closesAt.getTime() <= now.getTime();
  if (!closed) return { pollId: poll.id, closesAt: poll.closesAt, freeze: null };

  const closedAt = poll.closesAt.getTime() <= now.getTime() ? poll.closesAt : now;
  const rows = await deps.db
    .select({ coupon: tshirtPollVotes.raffleCoupon })
    .from(tshirtPollVotes)
    .where(and(eq(tshirtPollVotes.pollId, poll.id), lte(tshirtPollVotes.createdAt, closedAt)));
  const list = couponListText(rows.map((r) => r.coupon));
  await deps.db
    .insert(raffleFreezes)
    .values({ pollId: poll.id, closedAt, frozenAt: now, couponsSha256: sha256HexOf(list), couponCount: rows.length, couponList: list })
    .onConflictDoNothing();
  const [frozen] = await deps.db.select().from(raffleFreezes).where(eq(raffleFreezes.pollId, poll.id)).limit(1);
  return { pollId: poll.id, closesAt: poll.closesAt, freeze: frozen ?? null };
}

/** What /sorteio shows: never a name, only coupons, the list's hash and the draw. */
export async function getRaffleStatus(deps: Deps): Promise<RaffleStatus> {
  const raffle = await loadRaffle(deps);
  if (!raffle?.freeze) return { state: 'open', closesAt: (raffle?.closesAt ?? deps.clock.now()).toISOString() };
  const f = raffle.freeze;
  const drawn = f.seed !== null && f.winners !== null && f.drawnAt !== null && f.claimDeadline !== null;
  const view = await loadRounds(deps, f);
  return {
    state: drawn ? 'drawn' : 'frozen',
    closedAt: f.closedAt.toISOString(),
    frozenAt: f.frozenAt.toISOString(),
    couponsSha256: f.couponsSha256,
    couponCount: f.couponCount,
    draw: drawn ? { seed: f.seed!, drawnAt: f.drawnAt!.toISOString(), winners: f.winners!, claimDeadline: f.claimDeadline!.toISOString() } : null,
    rounds: view.rounds,
    settled: view.settled,
  };
}

/** The anonymised list exactly as hashed, for anyone to download and recompute the draw. */
export async function getRaffleCouponList(deps: Deps): Promise<{ text: string; sha256: string } | null> {
  const raffle = await loadRaffle(deps);
  return raffle?.freeze ? { text: raffle.freeze.couponList, sha256: raffle.freeze.couponsSha256 } : null;
}
