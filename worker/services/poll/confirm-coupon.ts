import { and, eq, isNull, sql } from 'drizzle-orm';
import { polls, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { ConfirmCouponInput } from '../../contracts/poll';
import { AppError } from '../../lib/app-error';
import { raffleTrace } from '../../lib/raffle-trace';
import { consumeToken } from '../mail/one-time-tokens';
import { limitByRules } from './internal/limit-by-rules';

/** Generous for a family opening their links; a wall for a script trying tokens. */
const PER_ADDRESS = [{ max: 20, windowSeconds: 600 }];

/**
 * /confirmar-cupom: the link e-mailed with a vote puts its coupon in the draw. One coupon per inbox
 * and poll: when another vote with the same normalised address is confirmed already, this one is
 * refused in words (the statement's NOT EXISTS, run by SQLite's one writer, means the unique
 * index behind it never has to refuse). The link works once and for 7 days; after the poll closes,
 * the coupon list is fixed, so a late link is refused too.
 */
export async function confirmCoupon(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'config'>,
  req: { input: ConfirmCouponInput; ip: string },
): Promise<{ coupon: string }> {
  await limitByRules(deps, `coupon-confirm:${req.ip}`, PER_ADDRESS);
  const subject = await consumeToken(deps, { purpose: 'coupon_confirm', token: req.input.token.trim() });
  if (!subject?.voteId) throw new AppError('COUPON_LINK_INVALID');
  const [vote] = await deps.db
    .select({
      id: tshirtPollVotes.id,
      coupon: tshirtPollVotes.raffleCoupon,
      confirmedAt: tshirtPollVotes.emailConfirmedAt,
      isActive: polls.isActive,
      closesAt: polls.closesAt,
    })
    .from(tshirtPollVotes)
    .innerJoin(polls, eq(polls.id, tshirtPollVotes.pollId))
    .where(eq(tshirtPollVotes.id, subject.voteId))
    .limit(1);
  if (!vote) throw new AppError('COUPON_LINK_INVALID');
  if (vote.confirmedAt) return { coupon: vote.coupon };
  const now = deps.clock.now();
  if (!vote.isActive || vote.closesAt.getTime() <= now.getTime()) throw new AppError('COUPON_CONFIRM_CLOSED');
  const confirmed = await deps.db
    .update(tshirtPollVotes)
    .set({ emailConfirmedAt: now, confirmAddressHash: raffleTrace(deps.config).address(req.ip) })
    .where(
      and(
        eq(tshirtPollVotes.id, vote.id),
        isNull(tshirtPollVotes.emailConfirmedAt),
        // One confirmed coupon per inbox in this poll (the unique partial index tshirt_votes_confirmed_email_uq).
        sql`NOT EXISTS (SELECT 1 FROM ${tshirtPollVotes} o WHERE o.poll_id = ${tshirtPollVotes.pollId} AND o.email_hash = ${tshirtPollVotes.emailHash}
              AND o.email_confirmed_at IS NOT NULL AND o.id <> ${tshirtPollVotes.id})`,
      ),
    )
    .returning({ id: tshirtPollVotes.id });
  if (confirmed.length === 0) throw new AppError('COUPON_EMAIL_TAKEN');
  return { coupon: vote.coupon };
}
