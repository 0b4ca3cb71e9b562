const BASE = 'https://same.site.invalid';

/**
 * Where /auth may send a member after signing in: a path of this site only. It must start with a
 * single '/' (not '//host' or '/\host', which browsers read as another site), hold no control
 * characters, resolve to this origin, and not be /auth itself. Anything else is dropped.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 512) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || url.pathname === '/auth') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
