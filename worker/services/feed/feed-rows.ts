import { profiles } from '../../../db/schema';
import type { AppConfig } from '../../env';
import type { FeedAuthor } from '../../contracts/feed';
import { isArtistUsername } from '../members/artist-names';

/** The author columns every feed read selects (joined on profiles.user_id). */
export const authorColumns = {
  authorId: profiles.userId,
  username: profiles.username,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
};

export function toAuthor(
  config: Pick<AppConfig, 'ARTIST_USERNAME'>,
  row: { authorId: string; username: string; displayName: string | null; avatarUrl: string | null },
): FeedAuthor {
  return {
    userId: row.authorId,
    username: row.username,
    displayName: row.displayName ?? row.username,
    avatarUrl: row.avatarUrl,
    isArtist: isArtistUsername(config, row.username),
  };
}

/** Keyset cursor: the last row's created_at (ms) and id, so equal instants never skip or repeat a post. */
export const encodeCursor = (createdAt: Date, id: string) => `${createdAt.getTime()}_${id}`;

export function decodeCursor(cursor: string | null | undefined): { at: number; id: string } | null {
  if (!cursor) return null;
  const cut = cursor.indexOf('_');
  const at = Number(cursor.slice(0, cut));
  const id = cursor.slice(cut + 1);
  return cut > 0 && Number.isSafeInteger(at) && id ? { at, id } : null;
}
