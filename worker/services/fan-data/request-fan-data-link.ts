import { and, eq, isNull } from 'drizzle-orm';
import { tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { FAN_DATA_LINK_SENT, type FanDataRequestForm } from '../../contracts/fan-data';
import { normalizeCoupon } from '../../lib/coupon';
import { timingSafeEqual } from '../../lib/crypto';
import { limitFanData } from './internal/limit-fan-data';
import { LINK_REQUESTS_PER_ADDRESS, LINK_REQUESTS_PER_VOTE, mailFanDataLink } from './internal/mail-fan-data-link';

/**
 * From another device: the coupon and the last four CPF digits. When they match a vote, a
 * `fan_data` link (once, 30 minutes) goes to the e-mail given with that vote — never to an
 * address typed here. The answer is the same sentence whether or not they matched, and the
 * limits count every request, matched or not, so neither tells a guesser anything.
 */
export async function requestFanDataLink(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter' | 'config' | 'mail' | 'defer' | 'logger'>,
  req: { input: FanDataRequestForm; ip: string; origin: string },
): Promise<{ message: string }> {
  await limitFanData(deps, `fan-data-link:${req.ip}`, LINK_REQUESTS_PER_ADDRESS, 'Muitos pedidos em pouco tempo.');
  const code = normalizeCoupon(req.input.coupon);
  if (code) await limitFanData(deps, `fan-data-link-coupon:${code}`, LINK_REQUESTS_PER_VOTE, 'Muitos pedidos para este cupom.');
  const [vote] = code
    ? await deps.db
        .select({
          id: tshirtPollVotes.id,
          coupon: tshirtPollVotes.raffleCoupon,
          cpfLast4: tshirtPollVotes.cpfLast4,
          emailEncrypted: tshirtPollVotes.emailEncrypted,
        })
        .from(tshirtPollVotes)
        .where(and(eq(tshirtPollVotes.raffleCoupon, code), isNull(tshirtPollVotes.purgedAt)))
        .limit(1)
    : [];
  if (vote && timingSafeEqual(vote.cpfLast4, req.input.cpfLast4.trim())) await mailFanDataLink(deps, vote, req.origin);
  return { message: FAN_DATA_LINK_SENT };
}
