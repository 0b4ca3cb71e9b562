import { asc } from 'drizzle-orm';
import { tags } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';

/** The tags a post may carry (the composer picks from these). */
export function listTags(deps: Pick<AppDeps, 'db'>) {
  return deps.db.select({ id: tags.id, name: tags.name, color: tags.color }).from(tags).orderBy(asc(tags.name));
}
