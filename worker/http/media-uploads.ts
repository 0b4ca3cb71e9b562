import { Hono } from 'hono';
import { AppError } from '../lib/app-error';
import { receiveUpload } from '../services/media/receive-upload';
import { routeMemberId } from './member-session';
import type { AppEnv } from './types';

/**
 * The bytes of an upload opened by `feed.startUpload` / `messages.startImageUpload`, mounted at
 * PATHS.uploads (`/<uploadId>`): the body is the file, streamed to the media port (a part file on
 * Node, R2 multipart parts on Workers) — never read whole into memory, so the app-wide body limits
 * do not apply here. Failures (the service's AppErrors among them) are answered by the app's
 * answerError (worker/app.ts).
 */
export const mediaUploadRoutes = new Hono<AppEnv>().put('/:uploadId', async (c) => {
  const userId = await routeMemberId(c);
  if (!userId) throw new AppError('UNAUTHORIZED');
  const length = c.req.header('content-length');
  const result = await receiveUpload(c.get('deps'), {
    userId,
    uploadId: c.req.param('uploadId'),
    body: c.req.raw.body,
    declaredLength: length && /^\d+$/.test(length) ? Number(length) : null,
  });
  return c.json(result, 200, { 'Cache-Control': 'no-store' });
});
