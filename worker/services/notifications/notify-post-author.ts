import { sql, type SQL } from 'drizzle-orm';
import { notifications, posts } from '../../../db/schema';
import type { Db } from '../../adapters/db/port';

export interface PostAuthorNotice {
  id: string;
  postId: string;
  fromUserId: string;
  type: 'like' | 'comment' | 'poll_vote';
  title: string;
  message: string;
  now: Date;
  /** Written only when this holds at that point of the batch (e.g. the reaction row still exists). */
  onlyIf?: SQL;
}

/**
 * Cross-domain writes (reaction + counts + notification; comment + count + notification)
 * follow one convention: each domain builds its statements and the caller commits them all
 * in one `db.batch` (one transaction). This is the notifications domain's statement: a row
 * for the post's author, never when the author acts on their own post.
 */
export function notifyPostAuthorStatement(db: Db, n: PostAuthorNotice) {
  return db.run(sql`
    INSERT INTO ${notifications} (id, user_id, from_user_id, type, title, message, is_read, created_at)
    SELECT ${n.id}, p.user_id, ${n.fromUserId}, ${n.type}, ${n.title}, ${n.message}, 0, ${n.now.getTime()}
    FROM ${posts} p WHERE p.id = ${n.postId} AND p.user_id <> ${n.fromUserId} AND (${n.onlyIf ?? sql`1`})`);
}
