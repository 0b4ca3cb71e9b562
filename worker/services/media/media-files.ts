import type { AppDeps } from '../../adapters/deps';

/** Best effort: a file that fails to go is logged (by error name) and left for an operator, never shown to a member. */
export async function deleteFiles(deps: Pick<AppDeps, 'media' | 'logger'>, { keys }: { keys: Array<string | null> }) {
  for (const key of keys) {
    if (!key) continue;
    await deps.media
      .delete(key)
      .catch((e: unknown) => deps.logger.error('media file not deleted', { name: e instanceof Error ? e.name : 'unknown' }));
  }
}
