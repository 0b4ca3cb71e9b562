import { sql } from 'drizzle-orm';
import { comments, posts } from '../../../../db/schema';
import type { AppDeps } from '../../../adapters/deps';

/*
 * A suspended member's posts and comments, hidden or shown again as one block. A post's
 * comments_count counts the comments people can see, so hiding a comment takes it out of its
 * post's count and showing it again puts it back. Removed items stay removed either way.
 */

/** Hides what the member wrote that is still shown; run the count first, then the rows. */
export function hideStatements({ db }: Pick<AppDeps, 'db'>, { userId, now }: { userId: string; now: Date }) {
  const shown = sql`c.user_id = ${userId} AND c.hidden_at IS NULL AND c.removed_at IS NULL`;
  return [
    db.run(sql`UPDATE ${posts} SET comments_count = max(comments_count - (SELECT count(*) FROM ${comments} c WHERE c.post_id = ${posts.id} AND ${shown}), 0)
      WHERE id IN (SELECT c.post_id FROM ${comments} c WHERE ${shown})`),
    db.run(sql`UPDATE ${comments} SET hidden_at = ${now.getTime()} WHERE user_id = ${userId} AND hidden_at IS NULL AND removed_at IS NULL`),
    db.run(sql`UPDATE ${posts} SET hidden_at = ${now.getTime()} WHERE user_id = ${userId} AND hidden_at IS NULL AND removed_at IS NULL`),
  ] as const;
}

/** Shows again what a suspension hid. */
export function unhideStatements({ db }: Pick<AppDeps, 'db'>, { userId }: { userId: string }) {
  const hidden = sql`c.user_id = ${userId} AND c.hidden_at IS NOT NULL AND c.removed_at IS NULL`;
  return [
    db.run(sql`UPDATE ${posts} SET comments_count = comments_count + (SELECT count(*) FROM ${comments} c WHERE c.post_id = ${posts.id} AND ${hidden})
      WHERE id IN (SELECT c.post_id FROM ${comments} c WHERE ${hidden})`),
    db.run(sql`UPDATE ${comments} SET hidden_at = NULL WHERE user_id = ${userId} AND hidden_at IS NOT NULL`),
    db.run(sql`UPDATE ${posts} SET hidden_at = NULL WHERE user_id = ${userId} AND hidden_at IS NOT NULL`),
  ] as const;
}
