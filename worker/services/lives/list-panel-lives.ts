import { and, asc, gt, isNull } from 'drizzle-orm';
import { lives } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { LIVE_OPEN_MS, type PanelLiveView } from '../../contracts/lives';

const SHOWN = 50;

/** The panel's 'Próximas lives': not canceled and not over yet, soonest first. */
export async function listPanelLives(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<PanelLiveView[]> {
  const now = deps.clock.now().getTime();
  const rows = await deps.db
    .select()
    .from(lives)
    .where(and(isNull(lives.canceledAt), gt(lives.startsAt, new Date(now - LIVE_OPEN_MS))))
    .orderBy(asc(lives.startsAt))
    .limit(SHOWN);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    startsAt: r.startsAt.toISOString(),
    url: r.url,
    live: r.startsAt.getTime() <= now,
    announced: r.announcedAt !== null,
  }));
}
