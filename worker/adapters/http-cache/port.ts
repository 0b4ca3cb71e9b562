/**
 * Edge cache of whole public GET responses (poll tallies, products, tiers).
 *
 * The response carries its own lifetime in `Cache-Control: public, s-maxage=N`
 * (the Workers Cache API reads the same header), so callers never pass a TTL.
 * Responses that must not be shared (`private`, `no-store`, `Set-Cookie`) are
 * silently not stored. `put` never consumes the caller's response: it can be
 * returned to the browser afterwards.
 *
 * Keys are absolute http(s) URLs, usually the request URL, because the Workers
 * Cache API only accepts URLs as keys.
 */
export interface ResponseCache {
  match(key: string): Promise<Response | undefined>;
  put(key: string, res: Response): Promise<void>;
}

/** Seconds a shared cache may keep the response (s-maxage, else max-age), or 0 when it must not be stored. */
export function sharedMaxAge(res: Response): number {
  if (res.status === 206 || res.headers.has('set-cookie') || res.headers.get('vary')?.trim() === '*') return 0;
  const directives = new Map<string, string>();
  for (const part of (res.headers.get('cache-control') ?? '').split(',')) {
    const [name, value = ''] = part.trim().toLowerCase().split('=');
    if (name) directives.set(name, value.replace(/^"|"$/g, ''));
  }
  if (directives.has('no-store') || directives.has('private') || directives.has('no-cache')) return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}
