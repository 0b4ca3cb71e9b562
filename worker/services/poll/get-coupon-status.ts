import { desc, eq } from 'drizzle-orm';
import { raffleDraws, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { CouponStatus, CouponStatusInput } from '../../contracts/poll';
import { AppError } from '../../lib/app-error';
import { normalizeCoupon } from '../../lib/coupon';
import { timingSafeEqual } from '../../lib/crypto';
import { findVoteByToken, selectVote } from './find-vote-by-token';

export interface CouponStatusRequest {
  input: CouponStatusInput;
  ip: string;
}

/** Guessing the last four CPF digits of a known coupon would take 10,000 tries; this allows 10 a minute. */
const LOOKUPS_PER_MINUTE = 10;

/** /meu-cupom: the coupon, the chosen design and how the raffle went, from the voter token or coupon + last 4 CPF digits. */
export async function getCouponStatus(deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimiter'>, req: CouponStatusRequest): Promise<CouponStatus> {
  const vote = 'voterToken' in req.input ? await findVoteByToken(deps, req.input.voterToken) : await findByCoupon(deps, req.input, req.ip);
  if (!vote) throw new AppError('COUPON_NOT_FOUND');

  const [draw] = await deps.db
    .select({ winners: raffleDraws.winnerVoteIds, drawnAt: raffleDraws.drawnAt })
    .from(raffleDraws)
    .where(eq(raffleDraws.pollId, vote.pollId))
    .orderBy(desc(raffleDraws.drawnAt))
    .limit(1);
  return {
    coupon: vote.coupon,
    designName: vote.designName,
    optionId: vote.optionId,
    imageUrl: vote.imageUrl,
    pollClosed: !vote.pollActive || vote.closesAt.getTime() <= deps.clock.now().getTime(),
    raffle: draw ? 'drawn' : 'open',
    result: draw ? (draw.winners.includes(vote.id) ? 'won' : 'not_won') : null,
    drawnAt: draw ? draw.drawnAt.toISOString() : null,
  };
}

async function findByCoupon(deps: Pick<AppDeps, 'db' | 'rateLimiter'>, input: { coupon: string; cpfLast4: string }, ip: string) {
  const decision = await deps.rateLimiter.limit(`coupon:${ip}`, { max: LOOKUPS_PER_MINUTE, windowSeconds: 60 }, { onStoreDown: 'local' });
  if (!decision.allowed) throw new AppError('RATE_LIMITED');
  const code = normalizeCoupon(input.coupon);
  if (!code) return null;
  const row = await selectVote(deps, eq(tshirtPollVotes.raffleCoupon, code));
  return row && timingSafeEqual(row.cpfLast4, input.cpfLast4.trim()) ? row : null;
}
