import { deflateSync } from 'node:zlib';

/*
 * Crafted files for the media checks, made in code (no binary fixtures in the repository).
 * `png` is a real, decodable image (browsers render it in the e2e tests); the others carry
 * just the structure the server's checks read.
 */

const enc = (s: string) => new TextEncoder().encode(s);
export const concatBytes = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const bytes = (...b: number[]) => new Uint8Array(b);
const u32be = (n: number) => bytes((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
const u32le = (n: number) => bytes(n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Uint8Array) {
  let c = 0xffffffff;
  for (const b of data) c = (CRC_TABLE[(c ^ b) & 255] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array) {
  const body = concatBytes(enc(type), data);
  return concatBytes(u32be(data.length), body, u32be(crc32(body)));
}

/** A real PNG of width×height in one colour; `padTo` grows it (uncompressed noise in a private chunk). */
export function png(opts: { width?: number; height?: number; rgb?: [number, number, number]; padTo?: number } = {}) {
  const { width = 8, height = 8, rgb = [240, 160, 20] } = opts;
  const row = concatBytes(bytes(0), ...Array.from({ length: width }, () => bytes(...rgb)));
  const raw = concatBytes(...Array.from({ length: height }, () => row));
  const ihdr = concatBytes(u32be(width), u32be(height), bytes(8, 2, 0, 0, 0));
  const parts = [
    bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
    chunk('IHDR', ihdr),
    chunk('IDAT', new Uint8Array(deflateSync(raw))),
  ];
  const base = concatBytes(...parts, chunk('IEND', new Uint8Array(0)));
  if (opts.padTo && opts.padTo > base.length + 12) {
    const pad = new Uint8Array(opts.padTo - base.length - 12).map((_, i) => (i * 7919) & 255 & 0x7f);
    return concatBytes(...parts, chunk('prVt', pad), chunk('IEND', new Uint8Array(0)));
  }
  return base;
}

export const jpeg = (inside: Uint8Array = new Uint8Array(64).fill(0x11)) =>
  concatBytes(
    bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16),
    enc('JFIF\0'),
    bytes(1, 1, 0, 0, 1, 0, 1, 0, 0),
    bytes(0xff, 0xfe, 0, inside.length + 2),
    inside,
    bytes(0xff, 0xd9),
  );
export const gif = () =>
  concatBytes(
    enc('GIF89a'),
    bytes(1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255),
    enc(',\0\0\0\0\x01\0\x01\0\0\x02\x02D\x01\0'),
    bytes(0x3b),
  );
export function webp() {
  const body = concatBytes(enc('WEBP'), enc('VP8L'), u32le(10), new Uint8Array(10).fill(0x2f));
  return concatBytes(enc('RIFF'), u32le(body.length), body);
}
export const mp4 = (size = 4096) =>
  concatBytes(u32be(24), enc('ftypisom'), u32be(512), enc('isomavc1'), u32be(size - 24), enc('mdat'), new Uint8Array(size - 32).fill(7));
export const m4a = () => concatBytes(u32be(20), enc('ftypM4A '), u32be(0), enc('isom'), u32be(1000), enc('mdat'), new Uint8Array(992));
export const webm = () => concatBytes(bytes(0x1a, 0x45, 0xdf, 0xa3), new Uint8Array(200).fill(0x42));
export const mp3 = () => concatBytes(enc('ID3'), bytes(4, 0, 0, 0, 0, 0, 0), new Uint8Array(500).fill(0x55));

/** A JPEG with a page inside its comment segment: opened as HTML it would run the script. */
export const jpegWithHtml = () => jpeg(enc('<html><body><script>alert(document.cookie)</script></body></html>'));
/** A JPEG followed by a ZIP archive (a GIFAR-style polyglot): valid image start, archive end. */
export const jpegWithZip = () => concatBytes(jpeg(), enc('PK\x03\x04'), new Uint8Array(40).fill(1), enc('PK\x05\x06'), new Uint8Array(18));
/** A Windows executable named foto.jpg. */
export const exe = () => concatBytes(enc('MZ'), new Uint8Array(58), u32le(64), enc('PE\0\0'), new Uint8Array(200).fill(0x90));
export const svgWithScript = () => enc('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="4"/></svg>');
export const html = () => enc('<!doctype html><html><body><script>fetch("/trpc/x")</script></body></html>');
/** A real PNG cut in the middle (the upload broke off, or a crafted file hides a short one). */
export const truncatedPng = () => {
  const full = png({ width: 32, height: 32 });
  return full.subarray(0, Math.floor(full.length * 0.6));
};
