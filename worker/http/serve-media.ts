import type { MediaStore } from '../adapters/media/port';
import { AppError } from '../lib/app-error';
import { contentRange, etagMatches, ifRangeHolds, parseByteRange } from '../lib/byte-range';
import { MEDIA_CSP } from './security-headers';

/**
 * The answer for a stored file, streamed from the store (never read whole): the ETag answers a
 * revalidation with 304; a single byte range with 206 and Content-Range (iPhones play MP4 only
 * through ranges), one past the end with 416. `visibility` is `private` for message images:
 * no shared cache may keep them.
 */
export async function serveMedia(media: MediaStore, key: string, req: Request, visibility: 'public' | 'private'): Promise<Response> {
  const info = await media.head(key);
  if (!info) throw new AppError('NOT_FOUND');
  const headers = new Headers({
    ETag: info.etag,
    // Keys are random and never reused: the bytes behind a URL never change.
    'Cache-Control': `${visibility}, max-age=31536000, immutable`,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    // A file, never a page: opened on its own it runs nothing (security-headers.ts keeps it).
    'Content-Security-Policy': MEDIA_CSP,
  });
  if (etagMatches(req.headers.get('if-none-match'), info.etag)) return new Response(null, { status: 304, headers });

  headers.set('Content-Type', info.contentType);
  // Stored types are the sniffed ones (image, video, audio); anything else is a download, never a page.
  if (!/^(image|video|audio)\//.test(info.contentType)) headers.set('Content-Disposition', 'attachment');
  const asked = ifRangeHolds(req.headers.get('if-range'), info.etag)
    ? parseByteRange(req.headers.get('range'), info.size)
    : { kind: 'full' as const };
  if (asked.kind === 'unsatisfiable') {
    headers.set('Content-Range', contentRange(null, info.size));
    headers.set('Cache-Control', 'no-store');
    return new Response(null, { status: 416, headers });
  }
  const range = asked.kind === 'partial' ? asked.range : null;
  if (range) headers.set('Content-Range', contentRange(range, info.size));
  headers.set('Content-Length', String(range ? range.length : info.size));
  const status = range ? 206 : 200;
  // HEAD: the same headers, and no file opened for a body nobody reads.
  if (req.method === 'HEAD') return new Response(null, { status, headers });

  const item = await media.get(key, range ?? undefined);
  // Deleted between the two looks.
  if (!item) throw new AppError('NOT_FOUND');
  return new Response(item.body, { status, headers });
}
