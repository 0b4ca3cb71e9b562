/** A run of bytes inside a file of known size: `offset` to `offset + length - 1`, both inside it. */
export interface ByteRange {
  offset: number;
  length: number;
}

/**
 * What a `Range` header asks of a file of `size` bytes:
 * - `full`: no range, or one the server may ignore (malformed, another unit, several ranges):
 *   the whole file, 200;
 * - `partial`: one satisfiable range, 206 with Content-Range;
 * - `unsatisfiable`: a well-formed byte range that starts past the end (or an empty suffix), 416.
 * Only single ranges are served: multipart/byteranges buys players nothing, and ignoring a
 * header the server does not serve is what HTTP allows.
 */
export type RangeAnswer = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

export function parseByteRange(header: string | null | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' };
  const m = SINGLE.exec(header.trim());
  if (!m) return { kind: 'full' };
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return { kind: 'full' };
  // Digits only, but a run long enough to lose precision is no file of ours: read it as "past the end".
  const num = (s: string) => (s.length > 15 ? Number.MAX_SAFE_INTEGER : Number(s));

  if (first === '') {
    // `bytes=-N`: the last N bytes (all of them when N is larger than the file).
    const suffix = num(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    const length = Math.min(suffix, size);
    return { kind: 'partial', range: { offset: size - length, length } };
  }
  const start = num(first);
  if (last !== '' && num(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(num(last), size - 1);
  return { kind: 'partial', range: { offset: start, length: end - start + 1 } };
}

/** The Content-Range of a 206 (`bytes 0-99/1000`), or of a 416 (`bytes *\/1000`) when `range` is null. */
export function contentRange(range: ByteRange | null, size: number): string {
  return range ? `bytes ${range.offset}-${range.offset + range.length - 1}/${size}` : `bytes */${size}`;
}

/**
 * Whether a request's `If-None-Match` names this strong ETag (a list, `*`, or weak forms of it):
 * then the cached copy is current and the answer is 304.
 */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => bare(t) === etag);
}

/**
 * Whether a `Range` still applies under `If-Range`: only when the validator is this exact strong
 * ETag. A date or another ETag means the client's partial copy may be of other bytes, so the
 * answer is the whole file (200).
 */
export function ifRangeHolds(ifRange: string | null | undefined, etag: string): boolean {
  return !ifRange || ifRange.trim() === etag;
}
