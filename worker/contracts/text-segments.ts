/*
 * Post, comment and message text is stored as the member typed it and turned into segments only
 * to be shown: plain text, `@username` mentions, `#hashtags` and http(s) links. The web renders each segment as
 * a React text node or an <a> element (never as HTML), so nothing typed can become markup. The
 * server reads the same segments to know whom a text mentions.
 */

export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; text: string; username: string }
  /** `tag` is the name as stored and compared (contracts/tag-names.ts): '#Ação' → 'acao'. */
  | { kind: 'tag'; text: string; tag: string }
  | { kind: 'link'; text: string; href: string };

/** Mentions notified per post or comment: more names in one text notify no one beyond these. */
export const MENTIONS_NOTIFIED_MAX = 5;
/** A link longer than this stays text (no real page needs it; a wall of characters is not a link). */
export const LINK_MAX_CHARS = 2000;

// A username is 3–20 letters, digits, '_' or '.' (contracts/auth.ts). The '@' must not follow a
// character of a word, an e-mail address or a path (ana@site.com, /x/@y), so only a real mention counts.
const MENTION = /(?<![\p{L}\p{N}_.@/])@([A-Za-z0-9_.]{3,20})(?![A-Za-z0-9_@])/gu;
// A hashtag: '#' and 2–24 letters, digits or '_', not inside a word, a link's fragment or an HTML entity (&#39;).
const HASHTAG = /(?<![\p{L}\p{N}_&#/])#([\p{L}\p{N}_]{2,24})(?![\p{L}\p{N}_])/gu;
// A link runs from http(s):// up to white space, a quote, angle brackets or an invisible control.
const LINK = /\bhttps?:\/\/[^\s<>"\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]+/giu;
// Punctuation that ends the sentence, not the address ('veja https://x.com.' or '(https://x.com)').
const TRAILING = /[.,;:!?'*_~]+$/;

/** Drops closing punctuation from a link's end, and a ')' that closes nothing opened inside the link. */
function trimLink(raw: string): string {
  let url = raw;
  for (;;) {
    const before = url;
    url = url.replace(TRAILING, '');
    if (url.endsWith(')') && count(url, '(') < count(url, ')')) url = url.slice(0, -1);
    if (url === before) return url;
  }
}

const count = (s: string, c: string) => s.split(c).length - 1;

/** The address a link opens, or null when it is not a safe http(s) address. */
export function safeHref(text: string): string | null {
  if (text.length > LINK_MAX_CHARS) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

interface Found {
  start: number;
  end: number;
  segment: TextSegment;
}

function links(text: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(LINK)) {
    const shown = trimLink(m[0]);
    const href = safeHref(shown);
    if (href) out.push({ start: m.index, end: m.index + shown.length, segment: { kind: 'link', text: shown, href } });
  }
  return out;
}

function mentions(text: string, taken: Found[]): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(MENTION)) {
    const username = m[1]!.replace(/\.+$/, '');
    if (username.length < 3) continue;
    const start = m.index;
    const end = start + 1 + username.length;
    if (taken.some((f) => start < f.end && end > f.start)) continue;
    out.push({ start, end, segment: { kind: 'mention', text: `@${username}`, username } });
  }
  return out;
}

/** A hashtag's name as tags are stored: accents off, lower case (contracts/tag-names.ts normalTagName). */
const tagNameOf = (raw: string) => raw.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

function hashtags(text: string, taken: Found[]): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(HASHTAG)) {
    const tag = tagNameOf(m[1]!);
    if (!/^[a-z0-9_]{2,24}$/.test(tag)) continue;
    const start = m.index;
    const end = start + m[0].length;
    if (taken.some((f) => start < f.end && end > f.start)) continue;
    out.push({ start, end, segment: { kind: 'tag', text: m[0], tag } });
  }
  return out;
}

/** The text as segments, in order; joined back together they are the text itself. */
export function textSegments(text: string): TextSegment[] {
  const linked = links(text);
  const named = [...linked, ...mentions(text, linked)];
  const found = [...named, ...hashtags(text, named)].sort((a, b) => a.start - b.start);
  const out: TextSegment[] = [];
  let at = 0;
  for (const f of found) {
    if (f.start > at) out.push({ kind: 'text', text: text.slice(at, f.start) });
    out.push(f.segment);
    at = f.end;
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) });
  return out;
}

/** The usernames a text mentions, lower-cased, each once, in the order they first appear. */
export function mentionedUsernames(text: string): string[] {
  const names = textSegments(text).flatMap((s) => (s.kind === 'mention' ? [s.username.toLowerCase()] : []));
  return [...new Set(names)];
}

/** The tag names a text's `#hashtags` name, each once, in order (the search index files the post under each). */
export function hashtagNames(text: string): string[] {
  return [...new Set(textSegments(text).flatMap((s) => (s.kind === 'tag' ? [s.tag] : [])))];
}
