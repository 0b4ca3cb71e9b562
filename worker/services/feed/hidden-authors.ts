import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { blocks, mutes } from '../../../db/schema';
import { memberIdSql, type MemberRef } from '../auth/member-ref';

/**
 * Keeps out of a feed read what the viewer chose not to see: members they muted, members they
 * blocked, and members who blocked them (a block hides both sides from each other). Three NOT
 * EXISTS probes, each one primary-key look-up (mutes (muter_id, muted_id), blocks (blocker_id,
 * blocked_id)) per row read, so a page stays an index range read. The viewer may be named by the
 * session the cookie claims: the read then starts beside the session's own check.
 */
export function notHiddenFrom(viewer: MemberRef, author: SQLWrapper): SQL {
  const me = memberIdSql(viewer);
  return sql`NOT EXISTS (SELECT 1 FROM ${mutes} WHERE ${mutes.muterId} = ${me} AND ${mutes.mutedId} = ${author})
    AND NOT EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerId} = ${me} AND ${blocks.blockedId} = ${author})
    AND NOT EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerId} = ${author} AND ${blocks.blockedId} = ${me})`;
}
