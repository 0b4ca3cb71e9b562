import type { AppDeps } from '../../adapters/deps';
import { getRaffleStatus } from './get-raffle-status';
import { freezeRaffle } from './internal/freeze-raffle';

/**
 * The panel's "Congelar lista agora": the scheduled job's first step, so the
 * artist need not wait for it once the poll has closed. Before the close, or
 * once frozen, it changes nothing and answers the status as it is.
 */
export async function freezeNow(deps: Pick<AppDeps, 'db' | 'clock'>) {
  await freezeRaffle(deps);
  return getRaffleStatus(deps);
}
