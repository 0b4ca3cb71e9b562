import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { AVATAR_MAX_BYTES } from '../../contracts/members';
import { AppError } from '../../lib/app-error';
import { mediaKeyOf, mediaUrl } from '../../lib/media-urls';
import { inspectWholeFile } from '../media/inspect-media';

// Photos only, in the formats every browser shows as a profile picture.
const AVATAR_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A new profile photo through the media port (folder on Node, R2 on Workers). The key is
 * random, so the URL can be cached forever; the previous photo is deleted after the switch.
 */
export async function uploadAvatar(deps: Pick<AppDeps, 'db' | 'media' | 'random' | 'logger'>, req: { userId: string; bytes: Uint8Array }) {
  if (req.bytes.byteLength > AVATAR_MAX_BYTES) throw new AppError('AVATAR_TOO_LARGE');
  // The checks post media pass (inspect-media.ts): the type from the bytes, markup
  // anywhere in an image, and the structure ending where it must (no truncation, nothing appended).
  const kind = inspectWholeFile(req.bytes);
  if (!kind || !AVATAR_TYPES.has(kind.mime)) throw new AppError('AVATAR_INVALID');

  const [current] = await deps.db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, req.userId)).limit(1);
  if (!current) throw new AppError('PROFILE_LOAD_FAILED');
  const key = `avatars/${req.userId}/${deps.random.id()}.${kind.ext}`;
  await deps.media.put(key, req.bytes, kind.mime);
  const avatarUrl = mediaUrl(key);
  await deps.db.update(profiles).set({ avatarUrl }).where(eq(profiles.userId, req.userId));

  const oldKey = current.avatarUrl ? mediaKeyOf(current.avatarUrl) : null;
  const previous = oldKey?.startsWith(`avatars/${req.userId}/`) ? oldKey : null;
  if (previous) {
    await deps.media
      .delete(previous)
      .catch((e: unknown) => deps.logger.error('old avatar not deleted', { name: e instanceof Error ? e.name : 'unknown' }));
  }
  return { avatarUrl };
}
