import { and, eq, isNull } from 'drizzle-orm';
import { tshirtPollVotes } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { FAN_DATA_LINK_SENT_TO_VOTE } from '../../contracts/fan-data';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/crypto';
import { limitFanData } from './internal/limit-fan-data';
import { LINK_REQUESTS_PER_ADDRESS, LINK_REQUESTS_PER_VOTE, mailFanDataLink } from './internal/mail-fan-data-link';

/**
 * 'Baixar meus dados' / 'Excluir meus dados' on /meu-cupom: the voter token only asks for the
 * e-mailed link. The token opens no personal data itself, since the coupon look-up hands it to
 * whoever knows a coupon and four CPF digits; the inbox of the vote's e-mail is the proof.
 */
export async function sendFanDataLink(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random' | 'rateLimiter' | 'config' | 'mail' | 'defer' | 'logger'>,
  req: { voterToken: string; ip: string; origin: string },
): Promise<{ message: string }> {
  await limitFanData(deps, `fan-data-link:${req.ip}`, LINK_REQUESTS_PER_ADDRESS, 'Muitos pedidos em pouco tempo.');
  const [vote] = await deps.db
    .select({ id: tshirtPollVotes.id, coupon: tshirtPollVotes.raffleCoupon, emailEncrypted: tshirtPollVotes.emailEncrypted })
    .from(tshirtPollVotes)
    .where(and(eq(tshirtPollVotes.voterTokenHash, await sha256Hex(req.voterToken)), isNull(tshirtPollVotes.purgedAt)))
    .limit(1);
  if (!vote) throw new AppError('VOTE_NOT_FOUND');
  await limitFanData(deps, `fan-data-link-vote:${vote.id}`, LINK_REQUESTS_PER_VOTE, 'Muitos pedidos para este voto.');
  await mailFanDataLink(deps, vote, req.origin);
  return { message: FAN_DATA_LINK_SENT_TO_VOTE };
}
