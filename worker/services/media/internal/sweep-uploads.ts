import { and, inArray, lt } from 'drizzle-orm';
import { mediaUploads } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';
import { deleteFiles } from '../media-files';

/** An upload not taken by a post or message within this time is abandoned (page closed, post never sent). */
export const UPLOAD_TTL_MS = 2 * 3_600_000;
const SWEEP_EVERY_SECONDS = 600;
const SWEEP_BATCH = 200;

/**
 * Deletes abandoned uploads and their files. Each row is deleted first (with RETURNING), so
 * a post that takes the same upload at the same moment either got it before (the row is
 * gone and is not swept) or finds it gone and does not attach a file being deleted.
 */
export async function sweepUploads(deps: Pick<AppDeps, 'db' | 'clock' | 'media' | 'logger'>): Promise<{ swept: number }> {
  const before = new Date(deps.clock.now().getTime() - UPLOAD_TTL_MS);
  const stale = await deps.db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(lt(mediaUploads.createdAt, before))
    .limit(SWEEP_BATCH);
  if (stale.length === 0) return { swept: 0 };
  const rows = await deps.db
    .delete(mediaUploads)
    .where(
      and(
        inArray(
          mediaUploads.id,
          stale.map((r) => r.id),
        ),
        lt(mediaUploads.createdAt, before),
      ),
    )
    .returning({ key: mediaUploads.mediaKey, status: mediaUploads.status });
  await deleteFiles(deps, { keys: rows.map((r) => r.key) });
  return { swept: rows.length };
}

/**
 * Runs the sweep beside a request at most every SWEEP_EVERY_SECONDS (per shared cache): the
 * site needs no scheduler of its own, and an idle site has nothing new to sweep.
 */
export function maybeSweepUploads(deps: Pick<AppDeps, 'db' | 'clock' | 'media' | 'logger' | 'cache' | 'defer'>) {
  deps.defer(async () => {
    if (await deps.cache.get<number>('media:last-sweep')) return;
    await deps.cache.set('media:last-sweep', deps.clock.now().getTime(), SWEEP_EVERY_SECONDS);
    await sweepUploads(deps);
  });
}
