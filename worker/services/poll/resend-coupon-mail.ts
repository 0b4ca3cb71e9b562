import { eq } from 'drizzle-orm';
import { polls, tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { VoterTokenInput } from '../../contracts/poll';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/crypto';
import { openPii } from '../../lib/pii-open';
import { sendMailLater } from '../mail/send-later';
import { issueToken } from '../mail/one-time-tokens';
import { couponConfirmMail } from '../mail/templates/coupon-confirm';
import { limitByRules } from './internal/limit-by-rules';

/** A lost or late message: one more a couple of minutes apart, a handful a day; an address cannot mail many voters. */
const PER_VOTE = [
  { max: 1, windowSeconds: 120 },
  { max: 5, windowSeconds: 86_400 },
];
const PER_ADDRESS = [{ max: 10, windowSeconds: 3600 }];
const TEXT = 'Muitos reenvios em pouco tempo.';

/** "Reenviar": a new confirmation link to the vote's e-mail, until the coupon is confirmed or the poll closes. Earlier links keep working. */
export async function resendCouponMail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter' | 'config' | 'mail' | 'defer' | 'logger'>,
  req: { input: VoterTokenInput; ip: string; origin: string },
): Promise<{ emailConfirmed: boolean }> {
  await limitByRules(deps, `coupon-mail-ip:${req.ip}`, PER_ADDRESS, TEXT);
  const [vote] = await deps.db
    .select({
      id: tshirtPollVotes.id,
      coupon: tshirtPollVotes.raffleCoupon,
      email: tshirtPollVotes.emailEncrypted,
      confirmedAt: tshirtPollVotes.emailConfirmedAt,
      purgedAt: tshirtPollVotes.purgedAt,
      isActive: polls.isActive,
      closesAt: polls.closesAt,
    })
    .from(tshirtPollVotes)
    .innerJoin(polls, eq(polls.id, tshirtPollVotes.pollId))
    .where(eq(tshirtPollVotes.voterTokenHash, await sha256Hex(req.input.voterToken)))
    .limit(1);
  if (!vote || vote.purgedAt) throw new AppError('VOTE_NOT_FOUND');
  if (vote.confirmedAt) return { emailConfirmed: true };
  // After the close the list is fixed: a new link could not change it.
  if (!vote.isActive || vote.closesAt.getTime() <= deps.clock.now().getTime()) throw new AppError('COUPON_CONFIRM_CLOSED');
  await limitByRules(deps, `coupon-mail-vote:${vote.id}`, PER_VOTE, TEXT);
  const token = await issueToken(deps, { purpose: 'coupon_confirm', voteId: vote.id });
  sendMailLater(deps, couponConfirmMail({ to: openPii(deps.config, vote.email), coupon: vote.coupon, origin: req.origin, token }));
  return { emailConfirmed: false };
}
