import { Hono, type Context } from 'hono';
import { postIdInput } from '../contracts/feed';
import { DESIGN_PATH, LIVE_PATH, PROFILE_PATH, SHARED_POST_PATH } from '../contracts/share';
import { memberHandleInput } from '../contracts/social';
import { AppError } from '../lib/app-error';
import { sharePreviewEdits, type SharePreview, type SharePreviewEdits } from '../lib/share-preview';
import { designPreview, livePreview, postPreview, profilePreview } from '../services/share/share-previews';
import { answerError } from './answer-error';
import { edgeCacheControl, serveFromEdge, type EdgeFreshness } from './edge-cached';
import type { AppEnv } from './types';

/** How a runtime reads the SPA shell and the 404 page, and writes a preview's tags into a page. */
export interface SharePageIO {
  /** The built shell (spa.html), or null (no build: the static routes answer). */
  shell: (c: Context<AppEnv>) => Promise<Response | null>;
  /** The built 404 page (404.html), or null. */
  notFound: (c: Context<AppEnv>) => Promise<Response | null>;
  /** The page with the tags written in: a string replace on Node, HTMLRewriter on Workers. */
  write: (c: Context<AppEnv>, page: Response, edits: SharePreviewEdits) => Response | Promise<Response>;
}

/**
 * A preview names a post's opening words, a profile's counts: kept at the edge a little while, as
 * the tally is (decision 0006), so a link posted to a big group costs one read, not one per crawler.
 * An edit or a removal shows within a minute and a half.
 */
const PREVIEW_FRESHNESS: EdgeFreshness = { freshSeconds: 30, staleSeconds: 60 };
const PREVIEW_CACHE_CONTROL = edgeCacheControl(PREVIEW_FRESHNESS);
/** The edge's key for a page's preview (never a URL anyone is answered at). */
const PREVIEW_KEY_PREFIX = '/_share-preview';

type Find = (c: Context<AppEnv>) => SharePreview | Promise<SharePreview>;

/**
 * GET of every shareable page (contracts/share.ts): the SPA shell with that thing's own title,
 * description and Open Graph / Twitter tags, so a link pasted in WhatsApp shows what it points to.
 * Not found (an unknown, removed or hidden post, a suspended member, a malformed id): the site's
 * 404 page with status 404. The preview cannot be read (the database is down): the shell as built.
 * Each runtime mounts it before its static routes; wrangler.toml's run_worker_first sends these paths here.
 */
export function sharePageRoutes(io: SharePageIO): Hono<AppEnv> {
  const page = (find: Find) => async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const shell = await io.shell(c);
    if (!shell) return next();
    const key = new URL(`${PREVIEW_KEY_PREFIX}${new URL(c.req.url).pathname}`, c.req.url).toString();
    const res = await serveFromEdge(c, key, PREVIEW_FRESHNESS, async () => {
      try {
        return Response.json(await find(c), { headers: { 'Cache-Control': PREVIEW_CACHE_CONTROL } });
      } catch (e) {
        return answerError(c, e, { failsAs: 'DATABASE_UNAVAILABLE' });
      }
    });
    if (res.status === 404 || res.status === 400) {
      const missing = (await io.notFound(c)) ?? shell;
      return finish(new Response(missing.body, { status: 404, headers: missing.headers }));
    }
    if (res.status !== 200) return finish(shell);
    const origin = (c.get('deps').config.APP_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');
    const out = await io.write(c, shell, sharePreviewEdits((await res.json()) as SharePreview, origin));
    return finish(new Response(out.body, { status: 200, headers: out.headers }));
  };
  return new Hono<AppEnv>()
    .get(
      `${SHARED_POST_PATH}/:postId`,
      page((c) => postPreview(c.get('deps'), valid(postIdInput, { postId: c.req.param('postId') }))),
    )
    .get(
      `${PROFILE_PATH}/:username`,
      page((c) => profilePreview(c.get('deps'), valid(memberHandleInput, { username: c.req.param('username') }))),
    )
    .get(
      `${DESIGN_PATH}/:slug`,
      page((c) => designPreview({ slug: c.req.param('slug') ?? '' })),
    )
    .get(
      LIVE_PATH,
      page(() => livePreview()),
    );
}

/** An address that cannot name anything is a page not found, never a failure. */
function valid<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND');
  return parsed.data;
}

/** Pages are checked again on every visit; the file's validators would describe the page without these tags. */
function finish(res: Response): Response {
  const out = new Response(res.body, res);
  out.headers.set('Cache-Control', 'no-cache');
  out.headers.delete('ETag');
  out.headers.delete('Last-Modified');
  out.headers.delete('Content-Length');
  return out;
}
