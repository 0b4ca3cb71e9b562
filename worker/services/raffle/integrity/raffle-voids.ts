import { asc, eq } from 'drizzle-orm';
import { raffleVoids } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import type { RaffleVoidSummary } from '../../../contracts/raffle-integrity';

/** The poll's voids as /sorteio and the panel show them: ground, reason, count and time — never who. */
export async function listRaffleVoids(deps: Pick<AppDeps, 'db'>, pollId: string): Promise<RaffleVoidSummary[]> {
  const rows = await deps.db
    .select({
      ground: raffleVoids.ground,
      reason: raffleVoids.reason,
      couponCount: raffleVoids.couponCount,
      voidedAt: raffleVoids.voidedAt,
    })
    .from(raffleVoids)
    .where(eq(raffleVoids.pollId, pollId))
    .orderBy(asc(raffleVoids.voidedAt), asc(raffleVoids.id));
  return rows.filter((r) => r.couponCount > 0).map((r) => ({ ...r, voidedAt: r.voidedAt.toISOString() }));
}
