import { describe, expect, it } from 'vitest';
import { inspectWholeFile, mediaInspector, sniffMedia, SNIFF_BYTES } from '../../worker/services/media/inspect-media';
import * as files from '../factories/media-files';

const enc = (s: string) => new TextEncoder().encode(s);

/** Runs a file through the inspector in chunks of `size` bytes, as a request body would arrive. */
function inspect(bytes: Uint8Array, size = bytes.length) {
  const type = sniffMedia(bytes.subarray(0, SNIFF_BYTES));
  if (!type) return { type: null, failure: 'unknown-type' as const };
  const i = mediaInspector(type);
  for (let at = 0; at < bytes.length; at += size) i.push(bytes.subarray(at, at + size));
  return { type: type.mime, failure: i.finish(bytes.length) };
}

describe('sniffMedia: the type from the first bytes', () => {
  it.each([
    ['PNG', files.png(), 'image/png'],
    ['JPEG', files.jpeg(), 'image/jpeg'],
    ['GIF', files.gif(), 'image/gif'],
    ['WebP', files.webp(), 'image/webp'],
    ['MP4', files.mp4(), 'video/mp4'],
    ['M4A', files.m4a(), 'audio/mp4'],
    ['WebM', files.webm(), 'video/webm'],
    ['MP3 (ID3)', files.mp3(), 'audio/mpeg'],
    ['MP3 (frame)', new Uint8Array([0xff, 0xfb, 0x90, 0x64, ...new Uint8Array(40)]), 'audio/mpeg'],
    ['OGG', new Uint8Array([...enc('OggS'), ...new Uint8Array(40)]), 'audio/ogg'],
  ])('%s', (_n, bytes, mime) => {
    expect(sniffMedia(bytes.subarray(0, SNIFF_BYTES))?.mime).toBe(mime);
  });

  it.each([
    ['SVG', files.svgWithScript()],
    ['HTML', files.html()],
    ['an executable', files.exe()],
    ['a ZIP', new Uint8Array([...enc('PK\x03\x04'), ...new Uint8Array(30)])],
    ['a PDF', enc('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['QuickTime', new Uint8Array([0, 0, 0, 20, ...enc('ftypqt  '), ...new Uint8Array(20)])],
    ['fewer than 16 bytes', new Uint8Array([0xff, 0xd8, 0xff, 0xe0])],
  ])('refuses %s', (_n, bytes) => {
    expect(sniffMedia(bytes.subarray(0, SNIFF_BYTES))).toBeNull();
  });
});

describe('mediaInspector: whole structure, streamed', () => {
  it('accepts well-formed files in any chunking', () => {
    for (const size of [1, 7, 64, 100_000]) {
      expect(inspect(files.png({ padTo: 5000 }), size).failure).toBeNull();
      expect(inspect(files.jpeg(), size).failure).toBeNull();
      expect(inspect(files.webp(), size).failure).toBeNull();
    }
  });

  it('finds markup split across two chunks (every split point of "<script")', () => {
    const bytes = files.jpeg(enc('.......<script>x=1'));
    const at = bytes.indexOf(0x3c); // the only "<"
    for (let cut = at + 1; cut < at + 7; cut++) {
      const type = sniffMedia(bytes.subarray(0, SNIFF_BYTES))!;
      const i = mediaInspector(type);
      i.push(bytes.subarray(0, cut));
      i.push(bytes.subarray(cut));
      expect(i.finish(bytes.length)).toBe('markup');
    }
  });

  it('is case-insensitive about markup', () => {
    expect(inspect(files.jpeg(enc('<ScRiPt>x</sCrIpT>'))).failure).toBe('markup');
  });

  it('refuses truncation and anything after the end marker', () => {
    expect(inspect(files.truncatedPng()).failure).toBe('truncated');
    expect(inspect(files.jpegWithZip()).failure).toBe('truncated');
    expect(inspect(files.webp().subarray(0, 20)).failure).toBe('truncated');
    expect(inspect(new Uint8Array([...files.gif(), 0, 0])).failure).toBe('truncated');
  });
});

describe('inspectWholeFile: a file in memory through the same checks', () => {
  it('gives the type of a good file and null for every pretender', () => {
    expect(inspectWholeFile(files.jpeg())?.mime).toBe('image/jpeg');
    expect(inspectWholeFile(files.png())?.mime).toBe('image/png');
    expect(inspectWholeFile(files.jpegWithHtml())).toBeNull();
    expect(inspectWholeFile(files.concatBytes(files.jpeg(), enc('<html><script>x</script></html>')))).toBeNull();
    expect(inspectWholeFile(files.jpeg().subarray(0, 40))).toBeNull();
    expect(inspectWholeFile(files.svgWithScript())).toBeNull();
    expect(inspectWholeFile(new Uint8Array(0))).toBeNull();
  });
});
