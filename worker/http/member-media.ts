import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MEDIA_KEY_PATTERN } from '../adapters/media/port';
import { AVATAR_MAX_BYTES, AVATAR_UPLOAD_PATH } from '../contracts/members';
import { APP_ERRORS, AppError, isAppError } from '../lib/app-error';
import { memberCookieName, readCookie } from '../lib/cookies';
import { isParticipant, messageImageConversation } from '../services/media/message-image-access';
import { routeMemberId } from './member-session';
import { validateSession } from '../services/auth/validate-session';
import { uploadAvatar } from '../services/members/upload-avatar';
import type { AppEnv } from './types';

const NO_STORE = { 'Cache-Control': 'no-store' };
const STATUS: Record<string, 400 | 401 | 413 | 500> = { BAD_REQUEST: 400, UNAUTHORIZED: 401, PAYLOAD_TOO_LARGE: 413 };

/**
 * Profile photos: upload (plain route, the body is the image's bytes) and download of
 * media by key. tRPC does not fit a binary body.
 */
export const memberMediaRoutes = new Hono<AppEnv>()
  .post(
    AVATAR_UPLOAD_PATH,
    bodyLimit({ maxSize: AVATAR_MAX_BYTES, onError: (c) => c.json({ error: { message: APP_ERRORS.AVATAR_TOO_LARGE[1] } }, 413, NO_STORE) }),
    async (c) => {
      const deps = c.get('deps');
      try {
        const origin = deps.config.APP_URL ? new URL(deps.config.APP_URL).origin : new URL(c.req.url).origin;
        const token = readCookie(c.req.raw.headers, memberCookieName(origin));
        const session = token ? await validateSession(deps, token) : null;
        if (!session) throw new AppError('UNAUTHORIZED');
        const result = await uploadAvatar(deps, { userId: session.userId, bytes: new Uint8Array(await c.req.arrayBuffer()) });
        return c.json(result, 200, NO_STORE);
      } catch (e) {
        if (isAppError(e)) return c.json({ error: { message: e.message, code: e.code } }, STATUS[e.trpcCode] ?? 500, NO_STORE);
        deps.logger.error('avatar upload failed', { name: e instanceof Error ? e.name : 'unknown' });
        return c.json({ error: { message: APP_ERRORS.INTERNAL[1] } }, 500, NO_STORE);
      }
    },
  )
  .get('/api/media/*', async (c) => {
    const key = c.req.path.slice('/api/media/'.length);
    if (!MEDIA_KEY_PATTERN.test(key)) return c.json({ error: { message: 'Não encontrado' } }, 404);
    // Message images: only the conversation's participants (the key names the conversation).
    const conversationId = messageImageConversation(key);
    if (conversationId !== null) {
      const userId = await routeMemberId(c);
      if (!userId || !(await isParticipant(c.get('deps'), conversationId, userId))) return c.json({ error: { message: 'Não encontrado' } }, 404, NO_STORE);
    }
    const item = await c.get('deps').media.get(key);
    if (!item) return c.json({ error: { message: 'Não encontrado' } }, 404);
    return c.body(item.body, 200, {
      'Content-Type': item.contentType,
      'Content-Length': String(item.size),
      // Keys are random and never reused: the bytes behind a URL never change. Message images
      // stay out of shared caches (private): a proxy must not hand them to someone else.
      'Cache-Control': `${conversationId === null ? 'public' : 'private'}, max-age=31536000, immutable`,
      // Stored types are the sniffed ones (image, video, audio); anything else is a download, never a page.
      ...(/^(image|video|audio)\//.test(item.contentType) ? {} : { 'Content-Disposition': 'attachment' }),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    });
  });
