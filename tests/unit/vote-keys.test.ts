import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { voteKeys } from '../../worker/lib/vote-keys';
import { testConfig } from '../setup/test-config';

describe('voteKeys: vote id from the vote key, voter token from the vote id', () => {
  const keys = voteKeys(testConfig());

  it('the same key always gives the same id and token, in the formats of random ids and tokens', () => {
    const id = keys.voteId('a-browser-made-vote-key-0001');
    expect(id).toBe(keys.voteId('a-browser-made-vote-key-0001'));
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keys.voterToken(id)).toBe(keys.voterToken(id));
    expect(keys.voterToken(id)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('other keys, other ids; neither the id nor the token is a plain hash of what it comes from', () => {
    const a = keys.voteId('a-browser-made-vote-key-0001');
    expect(keys.voteId('a-browser-made-vote-key-0002')).not.toBe(a);
    expect(keys.voterToken(a)).not.toBe(keys.voterToken(keys.voteId('a-browser-made-vote-key-0002')));
    const unkeyed = createHmac('sha256', Buffer.alloc(32, 9))
      .update('a-browser-made-vote-key-0001')
      .digest()
      .subarray(0, 16)
      .toString('base64url');
    expect(a).not.toBe(unkeyed);
  });

  it('depends on the server secret: another CPF_HMAC_KEY gives other ids and tokens', () => {
    const other = voteKeys(testConfig({ CPF_HMAC_KEY: Buffer.alloc(32, 3).toString('base64') }));
    expect(other.voteId('a-browser-made-vote-key-0001')).not.toBe(keys.voteId('a-browser-made-vote-key-0001'));
    expect(other.voterToken('same-id')).not.toBe(keys.voterToken('same-id'));
  });
});
