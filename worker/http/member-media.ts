import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MEDIA_KEY_PATTERN } from '../adapters/media/port';
import { AVATAR_MAX_BYTES } from '../contracts/members';
import { AppError } from '../lib/app-error';
import { mediaKeyOf } from '../lib/media-urls';
import { exclusiveMediaVisibility, mayOpenExclusiveMedia } from '../services/media/exclusive-media-access';
import { isParticipant, messageImageConversation } from '../services/media/message-image-access';
import { limitWrite } from '../services/members/limit-write';
import { uploadAvatar } from '../services/members/upload-avatar';
import { answerError } from './answer-error';
import { serveEdgeMedia } from './edge-media';
import { routeMemberId } from './member-session';
import { serveMedia } from './serve-media';
import type { AppEnv } from './types';

/*
 * Failures here are AppErrors thrown to the app's answerError (worker/app.ts), which answers each
 * with its table code, text and status.
 */

/** Profile photos (PATHS.avatar): the body is the image's bytes, which tRPC does not carry. */
export const avatarRoutes = new Hono<AppEnv>().post(
  '/',
  bodyLimit({ maxSize: AVATAR_MAX_BYTES, onError: (c) => answerError(c, new AppError('AVATAR_TOO_LARGE')) }),
  async (c) => {
    const userId = await routeMemberId(c);
    if (!userId) throw new AppError('UNAUTHORIZED');
    await limitWrite(c.get('deps'), { action: 'upload', userId, ip: c.get('ip') });
    const result = await uploadAvatar(c.get('deps'), { userId, bytes: new Uint8Array(await c.req.arrayBuffer()) });
    return c.json(result, 200, { 'Cache-Control': 'no-store' });
  },
);

/**
 * Stored media by key (PATHS.media, `/<key>`): post media, avatars, message images, streamed
 * with byte ranges (serve-media.ts), public ones through the edge cache (edge-media.ts). A
 * malformed key is bad input (400). A message image opens only for its conversation's
 * participants; to anyone else it is "not found" (404), as the conversation itself is, and so
 * is a missing file. So is an exclusive post's file to visitors and to members below its plan;
 * it is never kept by the edge either.
 */
export const mediaRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const deps = c.get('deps');
  const key = mediaKeyOf(c.req.path) ?? '';
  if (!MEDIA_KEY_PATTERN.test(key)) throw new AppError('MEDIA_KEY_INVALID');
  // Message images: only the conversation's participants (the key names the conversation).
  const conversationId = messageImageConversation(key);
  if (conversationId !== null) {
    const userId = await routeMemberId(c);
    if (!userId || !(await isParticipant(deps, { conversationId, userId }))) throw new AppError('NOT_FOUND');
  }
  // Never through the edge: a kept copy would open for anyone who has the URL.
  if (conversationId !== null) return serveMedia(deps.media, key, c.req.raw, 'private');
  const exclusive = await exclusiveMediaVisibility(deps, { key });
  if (exclusive !== null) {
    if (!(await mayOpenExclusiveMedia(deps, { key, visibility: exclusive, viewerId: await routeMemberId(c) })))
      throw new AppError('NOT_FOUND');
    return serveMedia(deps.media, key, c.req.raw, 'private');
  }
  return serveEdgeMedia(c, key);
});
