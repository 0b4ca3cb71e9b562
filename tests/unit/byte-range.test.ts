import { describe, expect, it } from 'vitest';
import { contentRange, etagMatches, ifRangeHolds, parseByteRange } from '../../worker/lib/byte-range';

const partial = (offset: number, length: number) => ({ kind: 'partial', range: { offset, length } });

describe('parseByteRange', () => {
  it('no header, or one the server may ignore: the whole file', () => {
    for (const header of [
      null,
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'items=0-10',
      'bytes=0-10,20-30',
      'bytes=a-b',
      'bytes=10-5',
      'bytes 0-10',
      'bytes=-1-2',
    ]) {
      expect(parseByteRange(header, 1000), String(header)).toEqual({ kind: 'full' });
    }
  });

  it('a start and an end, both inclusive; an end past the file stops at its last byte', () => {
    expect(parseByteRange('bytes=0-0', 1000)).toEqual(partial(0, 1));
    expect(parseByteRange('bytes=0-1', 1000)).toEqual(partial(0, 2));
    expect(parseByteRange('bytes=100-199', 1000)).toEqual(partial(100, 100));
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual(partial(900, 100));
    expect(parseByteRange(' bytes=999-999 ', 1000)).toEqual(partial(999, 1));
  });

  it('an open end: from the start to the last byte (what a video player asks first)', () => {
    expect(parseByteRange('bytes=0-', 1000)).toEqual(partial(0, 1000));
    expect(parseByteRange('bytes=250-', 1000)).toEqual(partial(250, 750));
  });

  it('a suffix: the last N bytes, the whole file when N is larger', () => {
    expect(parseByteRange('bytes=-100', 1000)).toEqual(partial(900, 100));
    expect(parseByteRange('bytes=-5000', 1000)).toEqual(partial(0, 1000));
  });

  it('a start past the end, an empty suffix, or any range of an empty file: unsatisfiable', () => {
    for (const header of ['bytes=1000-', 'bytes=1000-1001', 'bytes=5000-6000', 'bytes=-0', 'bytes=99999999999999999999-']) {
      expect(parseByteRange(header, 1000), header).toEqual({ kind: 'unsatisfiable' });
    }
    expect(parseByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('contentRange', () => {
  it('names the bytes sent and the whole size, or only the size for a 416', () => {
    expect(contentRange({ offset: 0, length: 2 }, 1000)).toBe('bytes 0-1/1000');
    expect(contentRange({ offset: 900, length: 100 }, 1000)).toBe('bytes 900-999/1000');
    expect(contentRange(null, 1000)).toBe('bytes */1000');
  });
});

describe('etagMatches and ifRangeHolds', () => {
  const etag = '"abc-123"';
  it('If-None-Match: the tag itself, in a list, weak, or *', () => {
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`"x", ${etag}`, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"other"', etag)).toBe(false);
    expect(etagMatches(null, etag)).toBe(false);
    expect(etagMatches('abc-123', etag)).toBe(false);
  });

  it('If-Range keeps the range only for this exact strong tag', () => {
    expect(ifRangeHolds(null, etag)).toBe(true);
    expect(ifRangeHolds(etag, etag)).toBe(true);
    expect(ifRangeHolds(`W/${etag}`, etag)).toBe(false);
    expect(ifRangeHolds('"other"', etag)).toBe(false);
    expect(ifRangeHolds('Wed, 21 Oct 2026 07:28:00 GMT', etag)).toBe(false);
  });
});
