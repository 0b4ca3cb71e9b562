import { createHmac } from 'node:crypto';
import { decodeBase64 } from '@oslojs/encoding';
import type { AppConfig } from '../env';

/**
 * Searching voters whose e-mail and CPF are sealed (AES-GCM), without
 * decrypting every row per query.
 *
 * What is stored, beside each vote (db/schema/artist.ts):
 * - `artist_voter_tokens`: for each normalised trigram of the name, the e-mail
 *   and the CPF digits, `HMAC-SHA-256(searchKey, kind ‖ ':' ‖ trigram)`
 *   truncated to 48 bits. A query is normalised the same way; a voter matches a
 *   field when every trigram token of the query is present for that field
 *   (`GROUP BY vote_id HAVING count(*) = n` over the `(token, vote_id)` key).
 *   For a query longer than three characters that is necessary, not quite
 *   sufficient (its trigrams could all occur apart): a rare extra row, never a
 *   missed one. Nothing is decrypted to search; a page opens only its own 25 CPFs.
 * - `artist_voter_index.sort_key`: the normalised name, the order of the table.
 *
 * Why it is safe:
 * - The search key is derived from CPF_HMAC_KEY with its own label, so tokens
 *   cannot be compared with the CPF uniqueness hash, and without the secret
 *   nobody can compute the token of a guess (a CPF trigram has only 1,000
 *   values: unkeyed, every token would be reversed by brute force at once).
 * - Only trigrams are stored, never a field: a database reader without the key
 *   sees opaque numbers. What leaks is equality: rows sharing a token share a
 *   trigram, so token frequencies can be matched against the frequency of
 *   Portuguese name trigrams. That is the known price of deterministic
 *   searchable encryption; the key stays in the secrets store, not the database.
 * - 48 bits keep the index small; a collision (≈ n²/2⁴⁹ for n distinct
 *   trigrams, under 10⁻⁴ here) adds a false match, never hides a voter.
 *
 * The sort key trade-off: an order-revealing key leaks the order, hence roughly
 * the name, for any encoding (order-preserving encryption included). The vote
 * row now seals `participant_name` (db/schema/poll.ts, `name_sealed`), but this
 * index still keeps the normalised name as `sort_key`, because it is what gives
 * an indexed, offset-paged name order at 100k voters (the bench's 50 ms). So a
 * reader of the database still learns normalised names from this one table.
 * The honest next step is a coarse key (e.g. the first letters) plus a sealed
 * sort of the few rows sharing the page's boundary buckets; until then this is
 * the one clear copy of the name, and the retention purge deletes it with the
 * other index rows.
 */
export type SearchField = 'n' | 'e' | 'c';

const keys = new WeakMap<AppConfig, Buffer>();

function searchKey(config: AppConfig): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = createHmac('sha256', Buffer.from(decodeBase64(config.CPF_HMAC_KEY)))
      .update('mito/voter-search/v1')
      .digest();
    keys.set(config, key);
  }
  return key;
}

/** Lower case, accents and punctuation of names folded, spaces collapsed: "Conceição  Souza" → "conceicao souza". */
export function normaliseText(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function trigrams(s: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 3 <= s.length; i++) out.add(s.slice(i, i + 3));
  return [...out];
}

/**
 * Trigrams repeat across voters (CPF digits have 1,000, e-mail domains and common names a few
 * thousand), so a bounded memo of token values spares most HMACs on the vote path (~170 µs a
 * vote without it). It holds only what the index stores anyway, in this process's memory.
 */
const MEMO_MAX = 50_000;
const memos = new WeakMap<Buffer, Map<string, number>>();

function token(key: Buffer, field: SearchField, gram: string): number {
  let memo = memos.get(key);
  if (!memo) memos.set(key, (memo = new Map()));
  const input = `${field}:${gram}`;
  let value = memo.get(input);
  if (value === undefined) {
    value = createHmac('sha256', key).update(input).digest().readUIntBE(0, 6);
    if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value!);
    memo.set(input, value);
  }
  return value;
}

export interface VoterPlainFields {
  name: string;
  email: string;
  cpfDigits: string;
}

/** Index entry of one voter: the distinct tokens and the sort key. */
export function voterSearchEntry(config: AppConfig, v: VoterPlainFields): { tokens: number[]; sortKey: string } {
  const key = searchKey(config);
  const name = normaliseText(v.name);
  const tokens = new Set<number>();
  for (const g of trigrams(name)) tokens.add(token(key, 'n', g));
  for (const g of trigrams(normaliseText(v.email))) tokens.add(token(key, 'e', g));
  for (const g of trigrams(v.cpfDigits.replace(/\D/g, ''))) tokens.add(token(key, 'c', g));
  return { tokens: [...tokens], sortKey: name };
}

/** Shortest query the index answers: one trigram. */
const MIN_QUERY_LENGTH = 3;

/** The token sets a query must fully match, one per field it can match; empty when the query is too short. */
export function queryTokens(config: AppConfig, q: string): { field: SearchField; tokens: number[] }[] {
  const key = searchKey(config);
  const text = normaliseText(q);
  const out: { field: SearchField; tokens: number[] }[] = [];
  if (text.length >= MIN_QUERY_LENGTH) {
    const grams = trigrams(text);
    out.push({ field: 'n', tokens: grams.map((g) => token(key, 'n', g)) });
    out.push({ field: 'e', tokens: grams.map((g) => token(key, 'e', g)) });
  }
  // CPF text as typed ("456.789", "123 456") matches on its digits.
  if (/^[\d.\-\s/]+$/.test(q.trim())) {
    const digits = q.replace(/\D/g, '');
    if (digits.length >= MIN_QUERY_LENGTH) out.push({ field: 'c', tokens: trigrams(digits).map((g) => token(key, 'c', g)) });
  }
  return out;
}
