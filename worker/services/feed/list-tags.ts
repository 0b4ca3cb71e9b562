import { asc, isNull } from 'drizzle-orm';
import { tags } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';

/**
 * The site's own tags, the composer's chips. Tags members created are not listed (they would grow
 * without end): a member reaches one by typing its name, which the server matches to the existing tag.
 */
export function listTags(deps: Pick<AppDeps, 'db'>) {
  return deps.db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(tags)
    .where(isNull(tags.createdBy))
    .orderBy(asc(tags.name));
}
