import { Hono, type Context } from 'hono';
import type { PollView } from '../contracts/poll';
import { landingTallyEdits, type LandingTallyEdits } from '../lib/landing-tally';
import { edgeTally } from './poll-tally';
import type { AppEnv } from './types';

/** How a runtime reads its prerendered `/` and writes the tally into it. */
export interface LandingPageIO {
  /** The built index.html as the runtime serves it, or null (no build: the static routes answer). */
  load: (c: Context<AppEnv>) => Promise<Response | null>;
  /** The page with the edits written in: a string replace on Node, HTMLRewriter on Workers. */
  write: (c: Context<AppEnv>, page: Response, edits: LandingTallyEdits) => Response | Promise<Response>;
}

/** Pages are checked again on every visit (a deploy changes them; the tally moves). */
const LANDING_CACHE_CONTROL = 'no-cache';

/**
 * GET `/`: the prerendered landing with the last public tally written in (worker/lib/landing-tally.ts),
 * so a visitor without JavaScript sees the designs with their votes, and the page hydrates from the
 * same figures. The tally is the edge's copy of PATHS.pollTally (decision 0006): no database read of
 * its own. No tally (no poll, the database unreachable): the page as built, which the app then fills.
 * Each runtime mounts it before its static routes.
 */
export function landingPageRoutes(io: LandingPageIO): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c, next) => {
    const page = await io.load(c);
    if (!page) return next();
    const view = await lastTally(c);
    const out = view ? await io.write(c, page, landingTallyEdits(view, c.get('deps').clock.now())) : page;
    const res = new Response(out.body, { status: 200, headers: out.headers });
    res.headers.set('Cache-Control', LANDING_CACHE_CONTROL);
    // The validators of the file would describe the page without this tally.
    res.headers.delete('ETag');
    res.headers.delete('Last-Modified');
    return res;
  });
}

async function lastTally(c: Context<AppEnv>): Promise<PollView | null> {
  const res = await edgeTally(c);
  if (res.status !== 200) return null;
  const view = (await res.json()) as PollView;
  return view.options?.length ? view : null;
}
