import { and, asc, gt, isNull } from 'drizzle-orm';
import { lives } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { LIVE_OPEN_MS, type NextLiveView } from '../../contracts/lives';
import { memberRights } from '../members/rights';
import { announceDueLives } from './announce-lives';

/**
 * The member's 'Próxima live' card. A member whose tier has no lives gets `{ access: false }` and
 * nothing about the live (never its link). For the others, the link only once the live has started,
 * until LIVE_OPEN_MS later. A started live nobody announced yet (the scheduled job is late) is
 * announced after this answer, so the bell does not depend on the job either.
 */
export async function nextLive(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'realtime' | 'defer' | 'logger' | 'push'>,
  { userId }: { userId: string },
): Promise<NextLiveView> {
  const now = deps.clock.now();
  const [rights, row] = await Promise.all([
    memberRights(deps, { userId }),
    deps.db
      .select()
      .from(lives)
      .where(and(isNull(lives.canceledAt), gt(lives.startsAt, new Date(now.getTime() - LIVE_OPEN_MS))))
      .orderBy(asc(lives.startsAt))
      .limit(1)
      .get(),
  ]);
  if (!rights.canAccessLives) return { access: false };
  if (!row) return { access: true, live: null };
  const base = { id: row.id, title: row.title, startsAt: row.startsAt.toISOString() };
  if (row.startsAt.getTime() > now.getTime()) return { access: true, live: { ...base, status: 'upcoming' } };
  if (!row.announcedAt) deps.defer(() => announceDueLives(deps));
  return { access: true, live: { ...base, status: 'live', url: row.url } };
}
