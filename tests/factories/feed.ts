import type { AppDeps } from '../../worker/adapters/deps';
import { posts, tags } from '../../db/schema';

/** A post written straight to the table (for reads and reactions; publishing is tested through feed.create). */
export async function makePost(deps: AppDeps, userId: string, opts: { content?: string; createdAt?: Date } = {}) {
  const id = `post_${deps.random.id()}`;
  await deps.db
    .insert(posts)
    .values({ id, userId, content: opts.content ?? 'Bora pro show!', createdAt: opts.createdAt ?? deps.clock.now() });
  return id;
}

export async function makeTag(deps: AppDeps, name: string) {
  const id = `tag_${name}_${deps.random.id()}`;
  await deps.db.insert(tags).values({ id, name: `${name}${deps.random.int(1e6)}`, color: '#f59e0b' });
  return id;
}
