import type { AppDeps } from '../../adapters/deps';
import type { BotCheckAction } from '../../adapters/bot-check/port';
import { AppError } from '../../lib/app-error';

/**
 * Refuses a request whose human check did not pass: BOT_CHECK_FAILED for no
 * token or a bad one, BOT_CHECK_UNAVAILABLE (503) when the verifier cannot
 * answer. Never a pass on doubt: a generated CPF passes its checksum, so this is
 * what stands between a script and the raffle's coupons.
 */
export async function requireHuman(
  deps: Pick<AppDeps, 'botCheck'>,
  request: { token: string | undefined; ip: string; action: BotCheckAction },
) {
  const verdict = await deps.botCheck.verify(request);
  if (verdict === 'unavailable') throw new AppError('BOT_CHECK_UNAVAILABLE');
  if (verdict === 'failed') throw new AppError('BOT_CHECK_FAILED');
}
