import type { AppDeps } from '../../adapters/deps';
import { spendDataGrant } from './internal/data-grant';
import { loadFanVote } from './internal/load-fan-vote';
import { eraseVoteStatements } from './internal/erase-vote-statements';
import { FAN_DATA_PER_ADDRESS, limitFanData } from './internal/limit-fan-data';

/**
 * 'Excluir meus dados': the vote of a data grant (an opened e-mailed link) loses its person in
 * one batch (see erase-vote-statements.ts); the design's count does not change. The grant is
 * spent, and the vote's other links and grants go with its data. The log says that it
 * happened, never whose.
 */
export async function eraseFanData(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'logger' | 'afterErasure'>,
  req: { dataToken: string; ip: string },
): Promise<{ erased: true }> {
  await limitFanData(deps, `fan-data:${req.ip}`, FAN_DATA_PER_ADDRESS, 'Muitos pedidos em pouco tempo.');
  const { vote } = await loadFanVote(deps, await spendDataGrant(deps, req.dataToken));
  await deps.db.batch([...eraseVoteStatements(deps, vote, deps.clock.now())]);
  await deps.afterErasure();
  deps.logger.info('fan data erased', { votes: 1 });
  return { erased: true };
}
