/**
 * Edge copies of public media files (post media, profile photos), so a view is answered by the
 * data centre's cache instead of the store. Only whole-file 200 answers are kept; the cache
 * answers one byte range of a kept file itself (206). Message images never come here.
 *
 * Keys are the media URL (origin and path), because the Workers Cache API only accepts URLs.
 */
export interface MediaEdgeCache {
  /** False where there is no edge (the Node server reads its own disk): callers neither copy nor fill. */
  readonly active: boolean;
  /**
   * The kept copy under `url`: the whole file (200), or with `range` (one `bytes=a-b`, `bytes=a-`
   * or `bytes=-n`) that range (206, Content-Range), or 416 when it starts past the end.
   */
  match(url: string, range: string | null): Promise<Response | undefined>;
  /** Keeps a whole-file 200 answer, reading its body: pass a copy of one that is still to be sent. */
  put(url: string, res: Response): Promise<void>;
}

/** The Node server: no edge in front of it, and its disk is as near as a cache would be. */
export function noMediaCache(): MediaEdgeCache {
  return {
    active: false,
    match: async () => undefined,
    put: async () => {},
  };
}
