import { and, eq, isNull } from 'drizzle-orm';
import { lives } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import type { LiveIdInput } from '../../contracts/lives';
import { AppError } from '../../lib/app-error';

/** 'Cancelar': the live leaves the members' cards and the panel's list; it is never announced. */
export async function cancelLive(deps: Pick<AppDeps, 'db' | 'clock'>, { id }: LiveIdInput): Promise<{ ok: true }> {
  const r = await deps.db
    .update(lives)
    .set({ canceledAt: deps.clock.now() })
    .where(and(eq(lives.id, id), isNull(lives.canceledAt)));
  if (r.rowsAffected !== 1) throw new AppError('LIVE_NOT_FOUND');
  return { ok: true };
}
