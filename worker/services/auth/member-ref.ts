import { sql, type SQL } from 'drizzle-orm';
import { sessions } from '../../../db/schema';

/**
 * The member a read is for: their user id, or the session that names them (by id, from the cookie,
 * before the session is checked; see memberWriteWithEarlyReads in worker/trpc/init.ts). Reads keyed
 * by a session start beside the session's own read; their result is used only once it proved valid.
 */
export type MemberRef = string | { sessionId: string };

/** The member's user id as SQL: the id itself, or the session row's user_id. */
export const memberIdSql = (ref: MemberRef): SQL =>
  typeof ref === 'string' ? sql`${ref}` : sql`(SELECT ${sessions.userId} FROM ${sessions} WHERE ${sessions.id} = ${ref.sessionId})`;
