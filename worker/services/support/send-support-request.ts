import { supportRequests } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { SUPPORT_RANK, type SupportMessageInput } from '../../contracts/support';
import { AppError } from '../../lib/app-error';
import { memberRights } from '../members/rights';

/**
 * 'Fale com a equipe': members whose tier has priority support (Prata and Ouro) write to the panel's
 * 'Suporte' queue. The rank is their tier now (Ouro above Prata), kept with the request.
 */
export async function sendSupportRequest(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'random'>,
  input: SupportMessageInput & { userId: string },
): Promise<{ ok: true }> {
  const rights = await memberRights(deps, { userId: input.userId });
  if (!rights.prioritySupport) throw new AppError('SUPPORT_TIER_ONLY');
  const tierRank = rights.directArtistAccess ? SUPPORT_RANK.ouro : SUPPORT_RANK.prata;
  await deps.db
    .insert(supportRequests)
    .values({ id: deps.random.id(), userId: input.userId, tierRank, message: input.message, createdAt: deps.clock.now() });
  return { ok: true };
}
