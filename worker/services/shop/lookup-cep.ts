import type { AppDeps } from '../../adapters/deps';
import type { PostalAddress } from '../../adapters/postal-code/port';
import { AppError } from '../../lib/app-error';

/** CEP → address through the postal-code port: 'CEP não encontrado'; a failing service is the procedure's CEP_LOOKUP_FAILED. */
export async function lookupCep(deps: Pick<AppDeps, 'postal'>, { cep }: { cep: string }): Promise<PostalAddress> {
  const result = await deps.postal.lookup(cep);
  if (result.status === 'not_found') throw new AppError('CEP_NOT_FOUND');
  return result.address;
}
