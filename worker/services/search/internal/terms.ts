import { hashtagNames } from '../../../contracts/text-segments';
/*
 * The words a search matches. Text is folded (lower case, accents off: 'Métrica' and 'metrica'
 * are one word) and cut into words of letters, digits and '_'. Each word is stored with its
 * prefixes from MIN_PREFIX to MAX_PREFIX characters (edge n-grams), so a query word is an exact
 * match on one stored term and never a scan: 'fun' finds 'funk' and 'funkeiro'.
 */

const MIN_PREFIX = 2;
/** Longer words are stored, and searched, by their first MAX_PREFIX characters. */
const MAX_PREFIX = 15;
/** A post's distinct words beyond this many are not indexed (a 5000-character post has far fewer). */
const MAX_WORDS = 400;
/** The term every indexed post and member carries: the backfill's mark of 'done' (a query term is never empty). */
export const INDEXED_MARK = '';

/** Lower case, accents and other combining marks removed ('Ação' → 'acao'). */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded words of a text, each at most MAX_PREFIX characters, in order, without repeats. */
export function wordsOf(text: string): string[] {
  const words = fold(text)
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((w) => w.length >= MIN_PREFIX);
  return [...new Set(words.map((w) => [...w].slice(0, MAX_PREFIX).join('')))].slice(0, MAX_WORDS);
}

function prefixesOf(word: string): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let n = MIN_PREFIX; n <= chars.length; n++) out.push(chars.slice(0, n).join(''));
  return out;
}

/**
 * A post's terms: the prefixes of its words and of its tags' names, and '#name' for each tag
 * and each `#hashtag` of its text exactly (a search for '#funk' and the tag page /feed?tag=funk read that one term).
 */
export function postTermRows(content: string, tagNames: readonly string[]): string[] {
  const terms = new Set<string>([INDEXED_MARK]);
  for (const w of wordsOf(content)) for (const p of prefixesOf(w)) terms.add(p);
  // A `#hashtag` typed in the text files the post under that tag's page too (its link goes there).
  for (const name of [...tagNames, ...hashtagNames(content)]) {
    terms.add(tagTerm(name));
    for (const w of wordsOf(name.replace(/_/g, ' ') + ' ' + name)) for (const p of prefixesOf(w)) terms.add(p);
  }
  return [...terms];
}

/** A member's terms: prefixes of the words of the display name and of the username, and '@' + prefixes of the username. */
export function memberTermRows(username: string, displayName: string): string[] {
  const terms = new Set<string>([INDEXED_MARK]);
  const user = fold(username);
  for (const w of [...wordsOf(displayName), ...wordsOf(user.replace(/[._]/g, ' ')), ...wordsOf(user.replace(/\./g, '_'))])
    for (const p of prefixesOf(w)) terms.add(p);
  for (const p of prefixesOf([...user].slice(0, MAX_PREFIX - 1).join(''))) terms.add(`@${p}`);
  if (user.length === 1) terms.add(`@${user}`);
  return [...terms];
}

const tagTerm = (name: string) => `#${fold(name)}`;

export type QueryTerms =
  /** Words to find in posts and members (all of them must match). */
  | { kind: 'words'; terms: string[] }
  /** '#name': the tag exactly. */
  | { kind: 'tag'; tag: string }
  /** '@user': members by username prefix (posts by the words of it). */
  | { kind: 'user'; term: string; words: string[] };

/** At most this many words of a query count (the rest narrow too little to be worth a probe each). */
const MAX_QUERY_WORDS = 5;

/** The query as terms to match exactly, or null when nothing in it is searchable (under two letters). */
export function queryTerms(q: string): QueryTerms | null {
  const text = q.trim();
  if (text.startsWith('#')) {
    const tag = fold(text.slice(1)).replace(/[^a-z0-9_]/g, '');
    return tag.length >= MIN_PREFIX ? { kind: 'tag', tag } : null;
  }
  if (text.startsWith('@') && !/\s/.test(text)) {
    const user = [...fold(text.slice(1)).replace(/[^a-z0-9_.]/g, '')].slice(0, MAX_PREFIX - 1).join('');
    const words = wordsOf(user.replace(/[._]/g, ' '));
    return user.length >= MIN_PREFIX ? { kind: 'user', term: `@${user}`, words } : null;
  }
  const terms = wordsOf(text).slice(0, MAX_QUERY_WORDS);
  return terms.length ? { kind: 'words', terms } : null;
}

/** The term to walk first: the longest (the rarest, usually); the others are probed. */
export function byRarity(terms: string[]): string[] {
  return [...terms].sort((a, b) => b.length - a.length);
}
