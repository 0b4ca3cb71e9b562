import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema';
import type { AppDeps } from '../../adapters/deps';
import { AVATAR_MAX_BYTES } from '../../contracts/members';
import { AppError } from '../../lib/app-error';
import { mediaKeyOf, mediaUrl } from '../../lib/media-urls';

/** The real type from the first bytes; the name and the browser's Content-Type are not trusted. */
export function sniffImageType(bytes: Uint8Array): { type: 'image/jpeg' | 'image/png' | 'image/webp'; ext: string } | null {
  const at = (i: number, ...sig: number[]) => sig.every((b, k) => bytes[i + k] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return { type: 'image/jpeg', ext: 'jpg' };
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { type: 'image/png', ext: 'png' };
  // RIFF....WEBP
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return { type: 'image/webp', ext: 'webp' };
  return null;
}

/**
 * A new profile photo through the media port (folder on Node, R2 on Workers). The key is
 * random, so the URL can be cached forever; the previous photo is deleted after the switch.
 */
export async function uploadAvatar(deps: Pick<AppDeps, 'db' | 'media' | 'random' | 'logger'>, req: { userId: string; bytes: Uint8Array }) {
  if (req.bytes.byteLength > AVATAR_MAX_BYTES) throw new AppError('AVATAR_TOO_LARGE');
  const kind = sniffImageType(req.bytes);
  if (!kind || req.bytes.byteLength < 16) throw new AppError('AVATAR_INVALID');

  const [current] = await deps.db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, req.userId)).limit(1);
  if (!current) throw new AppError('PROFILE_LOAD_FAILED');
  const key = `avatars/${req.userId}/${deps.random.id()}.${kind.ext}`;
  await deps.media.put(key, req.bytes, kind.type);
  const avatarUrl = mediaUrl(key);
  await deps.db.update(profiles).set({ avatarUrl }).where(eq(profiles.userId, req.userId));

  const oldKey = current.avatarUrl ? mediaKeyOf(current.avatarUrl) : null;
  const previous = oldKey?.startsWith(`avatars/${req.userId}/`) ? oldKey : null;
  if (previous) {
    await deps.media.delete(previous).catch((e: unknown) => deps.logger.error('old avatar not deleted', { name: e instanceof Error ? e.name : 'unknown' }));
  }
  return { avatarUrl };
}
