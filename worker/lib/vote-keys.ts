import { createHmac } from 'node:crypto';
import { decodeBase64 } from '@oslojs/encoding';
import type { AppConfig } from '../env';

/**
 * Where a vote's id and its voter token come from, so that both can be given
 * again without storing either secret.
 *
 * - The browser makes a random vote key and keeps it before it sends the vote.
 *   The vote's id is HMAC(server key, vote key): a retry with the same key
 *   lands on the same primary key, so the database itself says "this is that
 *   vote" — no extra column or index. The id is a keyed hash, so it does not
 *   reveal the key, and nobody can aim a key at someone else's id.
 * - The voter token is HMAC(another server key, vote id); only its SHA-256 is
 *   stored. So the token can be re-derived for the fan who proves the vote is
 *   theirs (the same vote key + the same CPF and design, or coupon + CPF digits
 *   on /meu-cupom) instead of being kept sealed.
 *
 * Why this is safe: the tokens' strength is the 256-bit server key, the same
 * secret that already guards every CPF hash. A database leak alone yields
 * neither keys nor tokens (ids are keyed hashes, tokens are stored hashed).
 * A leak of the database AND the key would also open a sealed token, so
 * sealing would add a cipher per vote and no protection. Both sub-keys are
 * derived from CPF_HMAC_KEY with their own labels, so no output of one use
 * can stand for another (CPF hashes are over digits only).
 */
export interface VoteKeys {
  voteId(voteKey: string): string;
  voterToken(voteId: string): string;
}

const derived = new WeakMap<AppConfig, VoteKeys>();

export function voteKeys(config: AppConfig): VoteKeys {
  let keys = derived.get(config);
  if (!keys) {
    const root = Buffer.from(decodeBase64(config.CPF_HMAC_KEY));
    const idKey = createHmac('sha256', root).update('mito/vote-id/v1').digest();
    const tokenKey = createHmac('sha256', root).update('mito/voter-token/v1').digest();
    keys = {
      // 128 bits, 22 url-safe characters: the format of random ids (adapters/random/port.ts).
      voteId: (voteKey) => createHmac('sha256', idKey).update(voteKey).digest().subarray(0, 16).toString('base64url'),
      // 256 bits, 43 url-safe characters, like the random tokens it replaces.
      voterToken: (voteId) => createHmac('sha256', tokenKey).update(voteId).digest('base64url'),
    };
    derived.set(config, keys);
  }
  return keys;
}
