import { and, eq, isNull } from 'drizzle-orm';
import { tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { RateRule } from '../../adapters/limits/port';
import { FAN_DATA_LINK_PAGE, FAN_DATA_LINK_SENT, type FanDataRequestForm } from '../../contracts/fan-data';
import { normalizeCoupon } from '../../lib/coupon';
import { timingSafeEqual } from '../../lib/crypto';
import { openPii } from '../../lib/pii-open';
import { issueToken } from '../mail/one-time-tokens';
import { sendMailLater } from '../mail/send-later';
import { fanDataMail } from '../mail/templates/fan-data';
import { limitFanData } from './internal/limit-fan-data';

/** Per address, as the coupon look-up of /meu-cupom: guessing four CPF digits takes 10,000 tries. */
const REQUESTS_PER_ADDRESS: RateRule[] = [
  { max: 10, windowSeconds: 60 },
  { max: 30, windowSeconds: 3600 },
];
/** Per coupon, whatever the addresses: each match sends an e-mail, so a few an hour and a day at most. */
const REQUESTS_PER_COUPON: RateRule[] = [
  { max: 3, windowSeconds: 3600 },
  { max: 6, windowSeconds: 86_400 },
];

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
  await limitFanData(deps, `fan-data-link:${req.ip}`, REQUESTS_PER_ADDRESS, 'Muitos pedidos em pouco tempo.');
  const code = normalizeCoupon(req.input.coupon);
  if (code) await limitFanData(deps, `fan-data-link-coupon:${code}`, REQUESTS_PER_COUPON, 'Muitos pedidos para este cupom.');
  const [vote] = code
    ? await deps.db
        .select({ id: tshirtPollVotes.id, cpfLast4: tshirtPollVotes.cpfLast4, email: tshirtPollVotes.emailEncrypted })
        .from(tshirtPollVotes)
        .where(and(eq(tshirtPollVotes.raffleCoupon, code), isNull(tshirtPollVotes.purgedAt)))
        .limit(1)
    : [];
  if (vote && timingSafeEqual(vote.cpfLast4, req.input.cpfLast4.trim())) {
    const token = await issueToken(deps, { purpose: 'fan_data', voteId: vote.id });
    const url = new URL(FAN_DATA_LINK_PAGE, req.origin);
    url.searchParams.set('t', token);
    sendMailLater(deps, fanDataMail({ to: openPii(deps.config, vote.email), coupon: code!, url: url.toString() }));
  }
  return { message: FAN_DATA_LINK_SENT };
}
