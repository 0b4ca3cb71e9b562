import type { AppDeps } from '../../adapters/deps';
import type { PostalAddress } from '../../adapters/postal-code/port';
import { AppError } from '../../lib/app-error';

/** CEP → address through the postal-code port: 'CEP não encontrado' or 'Erro ao buscar CEP'. */
export async function lookupCep(deps: Pick<AppDeps, 'postal' | 'logger'>, cep: string): Promise<PostalAddress> {
  let result;
  try {
    result = await deps.postal.lookup(cep);
  } catch (e) {
    deps.logger.warn('cep lookup failed', { name: e instanceof Error ? e.name : 'unknown', reason: e instanceof Error ? e.message : '' });
    throw new AppError('CEP_LOOKUP_FAILED');
  }
  if (result.status === 'not_found') throw new AppError('CEP_NOT_FOUND');
  return result.address;
}
