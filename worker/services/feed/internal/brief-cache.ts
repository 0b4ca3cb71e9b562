import type { AppDeps } from '../../../adapters/deps';

/** Side-column reads are the same for every member for a minute; the cache is best effort (a store outage reads through). */
const SIDEBAR_CACHE_SECONDS = 60;

export async function briefly<T>(deps: Pick<AppDeps, 'cache'>, { key, read }: { key: string; read: () => Promise<T> }): Promise<T> {
  const hit = await deps.cache.get<T>(key).catch(() => null);
  if (hit !== null) return hit;
  const value = await read();
  await deps.cache.set(key, value, SIDEBAR_CACHE_SECONDS).catch(() => undefined);
  return value;
}
