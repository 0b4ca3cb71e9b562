import type { AppDeps } from '../../adapters/deps';
import { RAFFLE_CLAIM_DAYS, RAFFLE_MAX_ROUNDS } from '../../contracts/raffle';
import { raffleRounds } from '../../../db/schema';
import { drawRound } from '../../lib/raffle-draw';
import { AppError } from '../../lib/app-error';
import { getRaffleStatus, loadCouponList, loadRaffle } from './get-raffle-status';
import { loadRounds } from './raffle-rounds';

/**
 * The next round, if one is due: the last round's claim deadline has passed,
 * some of its prizes are unclaimed, coupons remain and fewer than
 * RAFFLE_MAX_ROUNDS rounds were drawn. The round follows from the published
 * list, the announced seed and the earlier winners alone (drawRound), so
 * running it twice — the scheduled job and the artist's button at once —
 * computes the same row, and the (poll, round) key keeps one. Returns the new
 * round's number, or null when none was due.
 */
export async function redrawUnclaimed(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number | null> {
  const freeze = (await loadRaffle(deps))?.freeze;
  if (!freeze || freeze.seed === null) return null;
  const view = await loadRounds(deps, freeze);
  const last = view.rounds[view.rounds.length - 1];
  const now = deps.clock.now();
  if (!last || view.unclaimed === 0 || last.round >= RAFFLE_MAX_ROUNDS) return null;
  if (new Date(last.claimDeadline).getTime() > now.getTime()) return null;
  const round = last.round + 1;
  const list = await loadCouponList(deps, freeze.pollId);
  if (list === null) return null;
  const next = drawRound(list, freeze.seed, round, [...view.winners], view.unclaimed);
  if (next.winners.length === 0) return null;
  await deps.db
    .insert(raffleRounds)
    .values({
      pollId: freeze.pollId,
      round,
      ...next,
      drawnAt: now,
      claimDeadline: new Date(now.getTime() + RAFFLE_CLAIM_DAYS * 86_400_000),
    })
    .onConflictDoNothing();
  return round;
}

/** The panel's "Sortear de novo": the same step as the scheduled job, refused when no round is due. */
export async function redrawNow(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const round = await redrawUnclaimed(deps);
  if (round === null) throw new AppError('RAFFLE_REDRAW_NOT_DUE');
  return getRaffleStatus(deps);
}
