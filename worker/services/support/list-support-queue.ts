import { asc, desc, eq, isNull } from 'drizzle-orm';
import { profiles, supportRequests } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { SUPPORT_RANK, type SupportRequestView } from '../../contracts/support';

const SHOWN = 100;

const tierOf = (rank: number): SupportRequestView['tier'] =>
  rank >= SUPPORT_RANK.ouro ? 'Ouro' : rank === SUPPORT_RANK.prata ? 'Prata' : null;

/** The panel's 'Suporte' queue: open requests, Ouro first, then the oldest (support_requests_open_idx). */
export async function listSupportQueue(deps: Pick<AppDeps, 'db'>): Promise<SupportRequestView[]> {
  const rows = await deps.db
    .select({ r: supportRequests, username: profiles.username, displayName: profiles.displayName })
    .from(supportRequests)
    .innerJoin(profiles, eq(profiles.userId, supportRequests.userId))
    .where(isNull(supportRequests.answeredAt))
    .orderBy(desc(supportRequests.tierRank), asc(supportRequests.createdAt), asc(supportRequests.id))
    .limit(SHOWN);
  return rows.map(({ r, username, displayName }) => ({
    id: r.id,
    tier: tierOf(r.tierRank),
    username,
    displayName: displayName ?? username,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
  }));
}
