import type { Hono } from 'hono';
import { sharePageRoutes } from '../http/share-pages';
import type { AppEnv } from '../http/types';
import { SEO_SELECTORS } from '../lib/share-preview';

/**
 * The shareable pages on Workers (wrangler.toml's run_worker_first sends their paths here): the
 * shell from the assets, streamed through HTMLRewriter, which drops the site-wide tags and appends
 * the preview's own at the end of <head> (lib/share-preview.ts made them, escaped).
 */
export function workersSharePages(assets: Fetcher): Hono<AppEnv> {
  const asset = async (url: string, path: string) => {
    const res = await assets.fetch(new URL(path, url));
    return res.ok ? res : null;
  };
  return sharePageRoutes({
    shell: (c) => asset(c.req.url, '/spa'),
    notFound: (c) => asset(c.req.url, '/404'),
    write: (_c, shell, edits) => {
      const rewriter = new HTMLRewriter();
      for (const selector of SEO_SELECTORS)
        rewriter.on(`head ${selector}`, {
          element(el) {
            el.remove();
          },
        });
      return rewriter
        .on('head', {
          element(el) {
            el.append(edits.head, { html: true });
          },
        })
        .transform(shell);
    },
  });
}
