import type { Hono } from 'hono';
import { TALLY_MARK } from '../contracts/poll-labels';
import { landingPageRoutes } from '../http/landing-page';
import type { AppEnv } from '../http/types';

/**
 * `/` on Workers (wrangler.toml's run_worker_first sends it here, not to the asset layer): the
 * prerendered index.html from the assets, streamed through HTMLRewriter with the last tally's
 * texts (set as text: a name is never read as markup) and its JSON at the end of <body>.
 */
export function workersLandingPage(assets: Fetcher): Hono<AppEnv> {
  return landingPageRoutes({
    load: async (c) => {
      const res = await assets.fetch(new URL('/', c.req.url));
      return res.ok ? res : null;
    },
    write: (_c, page, edits) =>
      new HTMLRewriter()
        .on(`[${TALLY_MARK}]`, {
          element(el) {
            const text = edits.texts.get(el.getAttribute(TALLY_MARK) ?? '');
            if (text !== undefined) el.setInnerContent(text);
          },
        })
        .on('body', {
          element(el) {
            el.append(edits.data, { html: true });
          },
        })
        .transform(page),
  });
}
