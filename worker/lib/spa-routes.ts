/**
 * The web app's route table, as the servers need it: a path the app renders gets the shell (200),
 * any other path the 404 page with status 404, so a typo or a dead link is a real 404 for browsers,
 * crawlers and caches. The build writes the router's full paths to `spa-routes.json` in web/dist
 * (scripts/spa-routes.ts); both runtimes read that file.
 *
 * Patterns use the router's file-route syntax: literal segments, `$name` (one segment) and `$`
 * (the rest of the path). Matching ignores case and empty segments (a trailing slash), as the
 * router does by default.
 */
export const SPA_ROUTES_FILE = 'spa-routes.json';

/** Hashed build output: a miss here is a missing file (404), never a page. */
export const isBuildAssetPath = (pathname: string) => pathname === '/assets' || pathname.startsWith('/assets/');

export type SpaRouteMatcher = (pathname: string) => boolean;

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');

/** A pattern the matcher cannot read is refused at build time rather than answered wrongly at run time. */
export function checkSpaRoutePattern(pattern: string): string {
  if (!pattern.startsWith('/')) throw new Error(`route pattern must start with '/': ${pattern}`);
  for (const seg of segmentsOf(pattern)) {
    if (/[{}*]/.test(seg))
      throw new Error(
        `route pattern ${pattern}: segment '${seg}' uses syntax the server's matcher does not read (worker/lib/spa-routes.ts)`,
      );
  }
  return pattern;
}

/** Reads spa-routes.json; anything but an array of patterns is an error. */
export function parseSpaRoutes(json: unknown): string[] {
  if (!Array.isArray(json) || json.length === 0 || !json.every((p) => typeof p === 'string')) {
    throw new Error(`${SPA_ROUTES_FILE} must be a non-empty array of route patterns`);
  }
  return json.map(checkSpaRoutePattern);
}

function decodeSegment(seg: string): string {
  try {
    return decodeURIComponent(seg).toLowerCase();
  } catch {
    // A malformed escape is no route's literal; as a parameter it is still one segment.
    return seg.toLowerCase();
  }
}

export function spaRouteMatcher(patterns: readonly string[]): SpaRouteMatcher {
  const compiled = patterns.map((p) => segmentsOf(p).map((s) => s.toLowerCase()));
  return (pathname) => {
    const path = segmentsOf(pathname).map(decodeSegment);
    return compiled.some((pattern) => {
      for (let i = 0; i < pattern.length; i++) {
        const seg = pattern[i]!;
        if (seg === '$') return true;
        if (i >= path.length) return false;
        if (!seg.startsWith('$') && seg !== path[i]) return false;
      }
      return pattern.length === path.length;
    });
  };
}
