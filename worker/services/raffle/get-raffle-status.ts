import { desc, eq } from 'drizzle-orm';
import { polls, raffleFreezes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { RaffleStatus } from '../../contracts/raffle';
import { listRaffleVoids } from './integrity/raffle-voids';
import { freezeSummaryColumns, loadRounds, type FreezeSummary } from './raffle-rounds';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * The newest poll and its freeze, if the list was frozen (freeze-raffle.ts does
 * that, from the scheduled job or the artist's action). Reads only; never the list.
 */
export async function loadRaffle(
  deps: Pick<AppDeps, 'db'>,
): Promise<{ pollId: string; closesAt: Date; isActive: boolean; freeze: FreezeSummary | null } | null> {
  const [poll] = await deps.db
    .select({ id: polls.id, closesAt: polls.closesAt, isActive: polls.isActive })
    .from(polls)
    .orderBy(desc(polls.createdAt))
    .limit(1);
  if (!poll) return null;
  const [freeze] = await deps.db.select(freezeSummaryColumns).from(raffleFreezes).where(eq(raffleFreezes.pollId, poll.id)).limit(1);
  return { pollId: poll.id, closesAt: poll.closesAt, isActive: poll.isActive, freeze: freeze ?? null };
}

/** The frozen list exactly as hashed (one coupon a line, sorted), or null before the freeze. */
export async function loadCouponList(deps: Pick<AppDeps, 'db'>, pollId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ list: raffleFreezes.couponList })
    .from(raffleFreezes)
    .where(eq(raffleFreezes.pollId, pollId))
    .limit(1);
  return row?.list ?? null;
}

/**
 * What /sorteio and the panel show: counts, the list's hash, the draw and its
 * rounds, the winning coupons — never a name, never the list itself (that is
 * the download, worker/http/raffle-coupons.ts). A read only: a poll that closed
 * before the list was frozen reads as `closed` until the scheduled job freezes it.
 */
export async function getRaffleStatus(deps: Deps): Promise<RaffleStatus> {
  const raffle = await loadRaffle(deps);
  if (!raffle) return { state: 'open', closesAt: deps.clock.now().toISOString(), voids: [] };
  const voids = await listRaffleVoids(deps, raffle.pollId);
  const f = raffle.freeze;
  if (!f) {
    const closed = !raffle.isActive || raffle.closesAt.getTime() <= deps.clock.now().getTime();
    return { state: closed ? 'closed' : 'open', closesAt: raffle.closesAt.toISOString(), voids };
  }
  const drawn = f.seed !== null && f.winners !== null && f.drawnAt !== null && f.claimDeadline !== null;
  const view = await loadRounds(deps, f);
  return {
    state: drawn ? 'drawn' : 'frozen',
    closedAt: f.closedAt.toISOString(),
    frozenAt: f.frozenAt.toISOString(),
    couponsSha256: f.couponsSha256,
    couponCount: f.couponCount,
    draw: drawn
      ? { seed: f.seed!, drawnAt: f.drawnAt!.toISOString(), winners: f.winners!, claimDeadline: f.claimDeadline!.toISOString() }
      : null,
    rounds: view.rounds,
    settled: view.settled,
    voids,
  };
}

/** The anonymised list exactly as hashed, for anyone to download and recompute the draw; null before the freeze. */
export async function getRaffleCouponList(deps: Pick<AppDeps, 'db'>): Promise<{ text: string; sha256: string } | null> {
  const raffle = await loadRaffle(deps);
  if (!raffle?.freeze) return null;
  const text = await loadCouponList(deps, raffle.pollId);
  return text === null ? null : { text, sha256: raffle.freeze.couponsSha256 };
}
