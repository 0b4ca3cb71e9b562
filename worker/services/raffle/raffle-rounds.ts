import { asc, eq, getTableColumns } from 'drizzle-orm';
import { raffleClaims, raffleFreezes, raffleRounds } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { RAFFLE_MAX_ROUNDS, type RaffleRound } from '../../contracts/raffle';

// Every column of the freeze but the list itself (about 26 bytes a coupon: 1.3 MB at 50k votes), which
// only the draws and the download read; page views select these.
const { couponList: _list, ...summaryColumns } = getTableColumns(raffleFreezes);
export const freezeSummaryColumns = summaryColumns;
export type FreezeSummary = Omit<typeof raffleFreezes.$inferSelect, 'couponList'>;
type Freeze = FreezeSummary;

export interface RoundsView {
  rounds: RaffleRound[];
  /** Every coupon that won a round, claimed or not. */
  winners: Set<string>;
  /** Prizes the last round left unclaimed. */
  unclaimed: number;
  /** No further redraw can happen once the last round's deadline passed. */
  settled: boolean;
  /** The last round's claim deadline: the end of the claim period, from which retention counts. */
  lastDeadline: Date | null;
}

/**
 * Round 1 (stored with the freeze) and the redraws, with their claims. A round's
 * prizes are "claimed" only by the artist's mark in the panel (raffle_claims).
 */
export async function loadRounds(deps: Pick<AppDeps, 'db' | 'clock'>, freeze: Freeze): Promise<RoundsView> {
  if (freeze.seed === null || !freeze.winners || !freeze.drawnAt || !freeze.claimDeadline) {
    return { rounds: [], winners: new Set(), unclaimed: 0, settled: false, lastDeadline: null };
  }
  const [later, claims] = await Promise.all([
    deps.db.select().from(raffleRounds).where(eq(raffleRounds.pollId, freeze.pollId)).orderBy(asc(raffleRounds.round)),
    deps.db
      .select({ coupon: raffleClaims.coupon, round: raffleClaims.round })
      .from(raffleClaims)
      .where(eq(raffleClaims.pollId, freeze.pollId)),
  ]);
  const first = {
    round: 1,
    seed: freeze.seed,
    listSha256: freeze.couponsSha256,
    couponCount: freeze.couponCount,
    winners: freeze.winners,
    drawnAt: freeze.drawnAt,
    claimDeadline: freeze.claimDeadline,
  };
  const rounds: RaffleRound[] = [first, ...later].map((r) => ({
    round: r.round,
    seed: r.seed,
    listSha256: r.listSha256,
    couponCount: r.couponCount,
    drawnAt: r.drawnAt.toISOString(),
    claimDeadline: r.claimDeadline.toISOString(),
    winners: r.winners,
    claimed: r.winners.filter((c) => claims.some((k) => k.coupon === c && k.round === r.round)),
  }));
  const last = rounds[rounds.length - 1]!;
  const winners = new Set(rounds.flatMap((r) => r.winners));
  const unclaimed = last.winners.length - last.claimed.length;
  const lastDeadline = new Date(last.claimDeadline);
  const remaining = freeze.couponCount - winners.size;
  // All claimed: nothing to redraw. Otherwise the last round must be past its deadline and have no successor.
  const noMoreRounds = remaining === 0 || last.round >= RAFFLE_MAX_ROUNDS;
  const settled = unclaimed === 0 || (noMoreRounds && lastDeadline.getTime() <= deps.clock.now().getTime());
  return { rounds, winners, unclaimed, settled, lastDeadline };
}

/** The round a coupon won (the latest, if it could ever win twice — it cannot), or null. */
export const roundOf = (view: RoundsView, coupon: string) => view.rounds.find((r) => r.winners.includes(coupon)) ?? null;

/**
 * A claim of round `round` can be undone until that round is redrawn: while no later round
 * exists and either its deadline has not passed or a redraw of it is still to come (the
 * prize undone then goes to that redraw). A round whose deadline passed with nothing left
 * to redraw is final: undoing it then could start a round after the retention purge began.
 */
export function claimUndoOpen(view: RoundsView, round: number, now: Date): boolean {
  const last = view.rounds[view.rounds.length - 1];
  if (!last || last.round !== round) return false;
  return new Date(last.claimDeadline).getTime() > now.getTime() || !view.settled;
}
