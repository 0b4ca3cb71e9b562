/**
 * The real type of an upload, read from its bytes as they stream past (never the file name
 * or the browser's MIME type), and the checks that refuse what a browser could be tricked
 * into running or that is not the file it claims to be.
 *
 * Accepted (docs in README "Media"):
 * - image: JPEG, PNG, WebP, GIF — whole structure ends where it must (JPEG EOI, PNG IEND,
 *   GIF trailer, RIFF size), so a truncated image or one with something appended (a ZIP
 *   after the image, the classic polyglot) is refused;
 * - video: MP4 (ftyp, not an audio brand), WebM (EBML);
 * - audio: MP3 (ID3 or an MPEG frame), OGG, M4A (ftyp M4A/M4B), WAV (RIFF WAVE).
 * Anything else (SVG, HTML, PDF, ZIP, executables…) is refused. Images are scanned whole
 * for markup (`<script`, `<html`, `<svg`, `<?php` …): a JPEG carrying HTML in a comment
 * segment is a polyglot too. Video and audio are scanned in their first 64 KiB, where a
 * browser sniffing them would look; they are served as their own type with nosniff anyway.
 */

type MediaKind = 'image' | 'video' | 'audio';
export interface SniffedType {
  mime: string;
  ext: string;
  kind: MediaKind;
}

export const SNIFF_BYTES = 16;
const AV_SCAN_BYTES = 64 * 1024;
const TAIL_BYTES = 16;
const MARKERS = ['<script', '<html', '<!doctype', '<svg', '<?php', '<iframe', '<body', '<?xml', '<object', '<embed'].map((m) =>
  new TextEncoder().encode(m),
);
const LONGEST_MARKER = Math.max(...MARKERS.map((m) => m.length));

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
const sig = (bytes: Uint8Array, at: number, ...b: number[]) => b.every((v, i) => bytes[at + i] === v);

/** The type from the first SNIFF_BYTES bytes, or null when it is none of the accepted ones. */
export function sniffMedia(head: Uint8Array): SniffedType | null {
  if (head.length < SNIFF_BYTES) return null;
  if (sig(head, 0, 0xff, 0xd8, 0xff)) return { mime: 'image/jpeg', ext: 'jpg', kind: 'image' };
  if (sig(head, 0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) && ascii(head, 12, 'IHDR'))
    return { mime: 'image/png', ext: 'png', kind: 'image' };
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return { mime: 'image/gif', ext: 'gif', kind: 'image' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP') && ascii(head, 12, 'VP8')) return { mime: 'image/webp', ext: 'webp', kind: 'image' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return { mime: 'audio/wav', ext: 'wav', kind: 'audio' };
  if (ascii(head, 4, 'ftyp')) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (brand === 'M4A ' || brand === 'M4B ') return { mime: 'audio/mp4', ext: 'm4a', kind: 'audio' };
    // QuickTime (`qt  `) and HEIC/AVIF share the box layout but are not what the players here take.
    if (['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4'].includes(brand))
      return { mime: 'video/mp4', ext: 'mp4', kind: 'video' };
    return null;
  }
  if (sig(head, 0, 0x1a, 0x45, 0xdf, 0xa3)) return { mime: 'video/webm', ext: 'webm', kind: 'video' };
  if (ascii(head, 0, 'OggS')) return { mime: 'audio/ogg', ext: 'ogg', kind: 'audio' };
  if (ascii(head, 0, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe6) === 0xe2))
    return { mime: 'audio/mpeg', ext: 'mp3', kind: 'audio' };
  return null;
}

function hasMarker(bytes: Uint8Array): boolean {
  for (let i = bytes.indexOf(0x3c); i !== -1; i = bytes.indexOf(0x3c, i + 1)) {
    for (const m of MARKERS) {
      if (i + m.length > bytes.length) continue;
      let k = 1;
      // ASCII letters compare case-insensitively (| 0x20); the other marker bytes are not letters.
      while (k < m.length && ((bytes[i + k] ?? 0) | 0x20) === ((m[k] ?? 0) | 0x20)) k++;
      if (k === m.length) return true;
    }
  }
  return false;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Why a file is refused; the caller maps it to 'Arquivo inválido'. */
export type InspectFailure = 'unknown-type' | 'markup' | 'truncated';

/**
 * Feed every chunk to `push`, then `finish` with the total. Holds only a few bytes of state,
 * so the file itself never has to sit in memory.
 */
export function mediaInspector(type: SniffedType) {
  let scanned = 0;
  let carry: Uint8Array = new Uint8Array(0);
  let tail: Uint8Array = new Uint8Array(0);
  let head: Uint8Array = new Uint8Array(0);
  let failure: InspectFailure | null = null;
  const scanLimit = type.kind === 'image' ? Infinity : AV_SCAN_BYTES;

  return {
    push(chunk: Uint8Array) {
      if (failure) return;
      if (head.length < SNIFF_BYTES) head = concat(head, chunk.subarray(0, SNIFF_BYTES - head.length));
      if (scanned < scanLimit) {
        const window = concat(carry, chunk.subarray(0, Math.min(chunk.length, scanLimit - scanned)));
        if (hasMarker(window)) failure = 'markup';
        carry = window.subarray(Math.max(0, window.length - (LONGEST_MARKER - 1)));
        scanned += chunk.length;
      }
      const joined = chunk.length >= TAIL_BYTES ? chunk : concat(tail, chunk);
      tail = joined.slice(Math.max(0, joined.length - TAIL_BYTES));
    },
    finish(total: number): InspectFailure | null {
      if (failure) return failure;
      if (!endsWell(type, head, tail, total)) return 'truncated';
      return null;
    },
  };
}

/**
 * A file already in memory (a profile photo, at most a few MB) through the same checks as a
 * streamed upload: its type, or null when the type is unknown or the file fails a check.
 */
export function inspectWholeFile(bytes: Uint8Array): SniffedType | null {
  const type = sniffMedia(bytes.subarray(0, SNIFF_BYTES));
  if (!type) return null;
  const inspector = mediaInspector(type);
  inspector.push(bytes);
  return inspector.finish(bytes.byteLength) ? null : type;
}

function endsWell(type: SniffedType, head: Uint8Array, tail: Uint8Array, total: number): boolean {
  const end = (...b: number[]) => tail.length >= b.length && sig(tail, tail.length - b.length, ...b);
  switch (type.mime) {
    case 'image/jpeg':
      return end(0xff, 0xd9);
    case 'image/png':
      return end(0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82);
    case 'image/gif':
      return end(0x3b);
    case 'image/webp':
    case 'audio/wav': {
      const riffSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(4, true);
      return riffSize + 8 === total;
    }
    default:
      return total > SNIFF_BYTES;
  }
}
