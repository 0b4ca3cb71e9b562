import { and, eq, isNull } from 'drizzle-orm';
import { raffleFreezes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { RAFFLE_CLAIM_DAYS, type RaffleDrawPreview } from '../../contracts/raffle';
import { AppError } from '../../lib/app-error';
import { drawWinners } from '../../lib/raffle-draw';
import { getRaffleStatus } from './get-raffle-status';
import { loadDrawInputs } from './internal/draw-inputs';

/**
 * The artist enters the seed announced in advance (twice: the contract refuses two that
 * differ). Refused before the list is frozen (a seed known before the list would let the
 * list be fitted to it) and after a draw (one draw; `seed IS NULL` in the update makes two
 * at once impossible).
 */
export async function drawRaffle(deps: Pick<AppDeps, 'db' | 'clock'>, { seed }: { seed: string }) {
  const inputs = await loadDrawInputs(deps);
  const winners = drawWinners(inputs.couponsSha256, seed, inputs.coupons);
  const now = deps.clock.now();
  const updated = await deps.db
    .update(raffleFreezes)
    .set({ seed, winners, drawnAt: now, claimDeadline: new Date(now.getTime() + RAFFLE_CLAIM_DAYS * 86_400_000) })
    .where(and(eq(raffleFreezes.pollId, inputs.pollId), isNull(raffleFreezes.seed)))
    .returning({ pollId: raffleFreezes.pollId });
  if (updated.length === 0) throw new AppError('RAFFLE_ALREADY_DRAWN');
  return getRaffleStatus(deps);
}

/**
 * The panel's check before 'Sortear': the list's hash and size exactly as the draw will
 * read them. A read only, of anonymous coupons: it writes nothing and reads no personal data.
 */
export async function previewDraw(deps: Pick<AppDeps, 'db'>): Promise<RaffleDrawPreview> {
  const inputs = await loadDrawInputs(deps);
  return { couponsSha256: inputs.couponsSha256, couponCount: inputs.coupons.length, frozenAt: inputs.frozenAt.toISOString() };
}
