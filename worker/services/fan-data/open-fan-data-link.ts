import { and, eq, isNull } from 'drizzle-orm';
import { tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { FanDataLinkOpened } from '../../contracts/fan-data';
import { AppError } from '../../lib/app-error';
import { consumeToken } from '../mail/one-time-tokens';
import { issueDataGrant } from './internal/data-grant';
import { FAN_DATA_PER_ADDRESS, limitFanData } from './internal/limit-fan-data';

/**
 * The e-mailed link is opened: it is spent (it works once, for 30 minutes) and the page gets a
 * data grant for 'Baixar meus dados' and 'Excluir meus dados' (30 minutes; the deletion spends
 * it). Not the voter token: that one also comes from the coupon look-up, which needs no inbox.
 * Unknown, used and expired links get one answer.
 */
export async function openFanDataLink(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter'>,
  req: { linkToken: string; ip: string },
): Promise<FanDataLinkOpened> {
  await limitFanData(deps, `fan-data:${req.ip}`, FAN_DATA_PER_ADDRESS, 'Muitos pedidos em pouco tempo.');
  const subject = await consumeToken(deps, { purpose: 'fan_data', token: req.linkToken });
  if (!subject?.voteId) throw new AppError('FAN_DATA_LINK_INVALID');
  const [vote] = await deps.db
    .select({ id: tshirtPollVotes.id, coupon: tshirtPollVotes.raffleCoupon })
    .from(tshirtPollVotes)
    .where(and(eq(tshirtPollVotes.id, subject.voteId), isNull(tshirtPollVotes.purgedAt)))
    .limit(1);
  if (!vote) throw new AppError('FAN_DATA_LINK_INVALID');
  return { dataToken: await issueDataGrant(deps, vote.id), coupon: vote.coupon };
}
