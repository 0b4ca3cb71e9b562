import { Hono } from 'hono';
import { MEDIA_UPLOAD_PATH } from '../contracts/media';
import { APP_ERRORS, AppError, isAppError } from '../lib/app-error';
import { receiveUpload } from '../services/media/receive-upload';
import { routeMemberId } from './member-session';
import type { AppEnv } from './types';

const NO_STORE = { 'Cache-Control': 'no-store' };
const STATUS: Record<string, 400 | 401 | 403 | 404 | 413> = { BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, PAYLOAD_TOO_LARGE: 413 };

/**
 * The bytes of an upload opened by `feed.startUpload` / `messages.startImageUpload`: the body
 * is the file, streamed to the media port (a part file on Node, R2 multipart parts on
 * Workers) — never read whole into memory, so the app-wide body limits do not apply here.
 */
export const mediaUploadRoutes = new Hono<AppEnv>().put(`${MEDIA_UPLOAD_PATH}:uploadId`, async (c) => {
  const deps = c.get('deps');
  try {
    const userId = await routeMemberId(c);
    if (!userId) throw new AppError('UNAUTHORIZED');
    const length = c.req.header('content-length');
    const result = await receiveUpload(deps, {
      userId,
      uploadId: c.req.param('uploadId'),
      body: c.req.raw.body,
      declaredLength: length && /^\d+$/.test(length) ? Number(length) : null,
    });
    return c.json(result, 200, NO_STORE);
  } catch (e) {
    if (isAppError(e)) return c.json({ error: { message: e.message, code: e.code } }, STATUS[e.trpcCode] ?? 400, NO_STORE);
    deps.logger.error('media upload failed', { name: e instanceof Error ? e.name : 'unknown' });
    return c.json({ error: { message: APP_ERRORS.INTERNAL[1] } }, 500, NO_STORE);
  }
});
