import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as PATHS from '../worker/contracts/paths';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** One tRPC call: the procedure and its input (none for most first calls). */
type Call = [path: string, input?: unknown];

/**
 * Member pages → their route files under web/ (layouts first) and their loader's calls, in the
 * loader's order (one GET batch, as the tRPC client sends it). Each page gets its own copy of the
 * SPA shell, `<page>.html`, which both servers answer for the address like any page file
 * (worker/node/static-web.ts; the Workers asset layer): the same empty shell, no member's data,
 * so it is as shareable as spa.html. A loader that changes its calls must change them here:
 * tests/e2e/member-shells.test.ts fails when a preloaded answer goes unused.
 */
export const MEMBER_SHELLS: Record<string, { files: string[]; calls: Call[] }> = {
  '/feed': {
    files: ['routes/_member.tsx', 'routes/_member/feed.tsx'],
    // The Recentes tab (the address without ?aba); `direction` is what useInfiniteQuery adds to the first page.
    calls: [['members.dashboard'], ['feed.list', { tab: 'recentes', direction: 'forward' }], ['members.usage'], ['lives.next']],
  },
  '/messages': {
    files: ['routes/_member.tsx', 'routes/_member/messages.tsx'],
    calls: [['messages.conversations'], ['messages.artistAccess']],
  },
  '/dashboard': { files: ['routes/_member.tsx', 'routes/_member/dashboard.tsx'], calls: [['members.dashboard'], ['lives.next']] },
};

/** A GET batch's URL as httpBatchLink writes it: the paths joined by commas, the inputs keyed by position. */
export function batchUrl(calls: Call[]): string {
  const input = Object.fromEntries(calls.flatMap(([, value], i) => (value === undefined ? [] : [[String(i), value]])));
  return `${PATHS.trpc}/${calls.map(([path]) => path).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

/** What every member page loads before its route: the session guard (with the data layer) and the query providers. */
const MEMBER_CHUNKS = ['features/shell/session-guards.ts', 'lib/query-providers.tsx'];

/**
 * The guard's first call, as the tRPC client sends it alone (a GET batch of one, no input): fetched
 * with the HTML, so the browser hands the answer to the guard instead of asking after the code is in.
 * The same member's cookie goes with it, as with the guard's own call.
 */
export const AUTH_ME_URL = batchUrl([['auth.me']]);

/**
 * The <link>s a member page's first screen needs, beyond the shell's: every chunk of the guard,
 * the data layer and the route, as modulepreloads (left to the router they came one hop after
 * another: entry → guard → data layer → `auth.me` → route chunk → its imports), the guard's
 * `auth.me` call and the loader's batch: the browser hands each answer to the call when the code
 * makes it, instead of asking only then. Each goes with the cookie of the member opening the page,
 * like the calls themselves. Reads Vite's manifest from `<dist>/.vite/manifest.json`.
 */
export function memberShellPreloads(dist: string, shell: string, { files: routeFiles, calls }: { files: string[]; calls: Call[] }): string {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || key === 'index.html' || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const key of MEMBER_CHUNKS) {
    if (!manifest[key]) throw new Error(`member shells: ${key} is no longer a chunk of its own`);
    visit(key);
  }
  for (const file of routeFiles) {
    const keys = Object.keys(manifest).filter((k) => k.startsWith(`${file}?tsr-split`));
    if (!keys.length) throw new Error(`member shells: no chunk for ${file}`);
    keys.forEach(visit);
  }
  const links = [...seen]
    .map((k) => `/${manifest[k]!.file}`)
    .filter((href) => !shell.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  // '&' written as '&amp;' in the attribute: the browser reads back the URL the client sends.
  const fetches = [AUTH_ME_URL, batchUrl(calls)].map(
    (url) => `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`,
  );
  return [...fetches, ...links].map((l) => `  ${l}\n  `).join('');
}

/**
 * The site's frame as the app first paints it on a member page: the rendered 404 page (header,
 * footer) with its <main> emptied, the same for every member. The page's own content (the member's
 * data) comes with the app, which replaces it (web/main.tsx: `data-shell`).
 */
export function memberFrame(notFoundBody: string): string {
  const MAIN = /(<main id="conteudo"[^>]*>)[\s\S]*?(<\/main>)/;
  if (!MAIN.test(notFoundBody)) throw new Error('member shells: the rendered 404 page has no <main id="conteudo">');
  return notFoundBody.replace(MAIN, '$1$2');
}

/** Writes `<dist>/<page>.html` for each member page: the SPA shell, its preloads and the site's frame. */
export function writeMemberShells(dist: string, shell: string, notFoundBody: string) {
  const frame = memberFrame(notFoundBody);
  if (!shell.includes('<div id="root"><!--app--></div>'))
    throw new Error('member shells: the shell lost its <div id="root"><!--app--></div>');
  for (const [path, page] of Object.entries(MEMBER_SHELLS)) {
    const html = shell
      .replace('</head>', `${memberShellPreloads(dist, shell, page)}</head>`)
      .replace('<div id="root"><!--app--></div>', `<div id="root" data-shell>${frame}</div>`);
    writeFileSync(join(dist, `${path.slice(1)}.html`), html);
  }
}
