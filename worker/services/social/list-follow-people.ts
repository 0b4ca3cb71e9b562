import { desc, eq, sql } from 'drizzle-orm';
import { follows, profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { FOLLOW_PAGE_SIZE, type FollowList, type FollowPeoplePage } from '../../contracts/social';
import { decodeCursor, encodeCursor } from '../feed/feed-rows';
import { notHiddenFrom } from '../feed/hidden-authors';
import { isArtistUsername } from '../members/artist-names';

/**
 * A profile's 'Seguidores' (who follows them) or 'Seguindo' (whom they follow), newest follow
 * first, by keyset on (created_at, the other member's id). Followers walk follows_followee_idx
 * (followee_id, created_at); the followed walk the primary key's follower_id range.
 * An unknown @username is an empty page (the profile itself says 'Membro não encontrado'). Members
 * the viewer muted or blocked, or who blocked the viewer, are left out, as in the feed.
 */
export async function listFollowPeople(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: { viewerId: string; username: string; list: FollowList; cursor?: string | null },
): Promise<FollowPeoplePage> {
  const owner = sql`(SELECT ${profiles.userId} FROM ${profiles} WHERE lower(${profiles.username}) = ${input.username.toLowerCase()})`;
  const followers = input.list === 'seguidores';
  const mine = followers ? follows.followeeId : follows.followerId;
  const other = followers ? follows.followerId : follows.followeeId;
  const after = decodeCursor(input.cursor);
  const rows = await deps.db
    .select({
      id: other,
      since: follows.createdAt,
      username: profiles.username,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(follows)
    .innerJoin(profiles, eq(profiles.userId, other))
    .where(
      sql`${mine} = ${owner} AND ${notHiddenFrom(input.viewerId, other)} ${after ? sql`AND (${follows.createdAt}, ${other}) < (${after.at}, ${after.id})` : sql``}`,
    )
    .orderBy(desc(follows.createdAt), desc(other))
    .limit(FOLLOW_PAGE_SIZE + 1);
  const page = rows.slice(0, FOLLOW_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      userId: r.id,
      username: r.username,
      displayName: r.displayName ?? r.username,
      avatarUrl: r.avatarUrl,
      isArtist: isArtistUsername(deps.config, r.username),
      since: r.since.toISOString(),
    })),
    nextCursor: rows.length > FOLLOW_PAGE_SIZE && last ? encodeCursor(last.since, last.id) : null,
  };
}
