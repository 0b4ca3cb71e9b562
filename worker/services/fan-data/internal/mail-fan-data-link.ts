import type { AppDeps } from '../../../adapters/deps';
import type { RateRule } from '../../../adapters/limits/port';
import { FAN_DATA_LINK_PAGE } from '../../../contracts/fan-data';
import { openPii } from '../../../lib/pii-open';
import { issueToken } from '../../mail/one-time-tokens';
import { sendMailLater } from '../../mail/send-later';
import { fanDataMail } from '../../mail/templates/fan-data';

/** Link requests per address, by either path: guessing four CPF digits takes 10,000 tries. */
export const LINK_REQUESTS_PER_ADDRESS: RateRule[] = [
  { max: 10, windowSeconds: 60 },
  { max: 30, windowSeconds: 3600 },
];

/** Link requests per vote (or coupon): each can send an e-mail, so a few an hour and a day at most. */
export const LINK_REQUESTS_PER_VOTE: RateRule[] = [
  { max: 3, windowSeconds: 3600 },
  { max: 6, windowSeconds: 86_400 },
];

/** A `fan_data` link (once, 30 minutes) to the e-mail stored with the vote — never to an address typed by the asker. Sent after the answer. */
export async function mailFanDataLink(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'config' | 'mail' | 'defer' | 'logger'>,
  vote: { id: string; coupon: string; emailEncrypted: string },
  origin: string,
) {
  const token = await issueToken(deps, { purpose: 'fan_data', voteId: vote.id });
  const url = new URL(FAN_DATA_LINK_PAGE, origin);
  url.searchParams.set('t', token);
  sendMailLater(deps, fanDataMail({ to: openPii(deps.config, vote.emailEncrypted), coupon: vote.coupon, url: url.toString() }));
}
