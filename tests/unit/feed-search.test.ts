import { describe, expect, it } from 'vitest';
import { tabOf, validateFeedSearch } from '../../web/lib/feed-tab';

describe('the /feed URL (?aba=, ?post=)', () => {
  it('keeps Em Alta and a post id, and drops everything else', () => {
    expect(validateFeedSearch({})).toEqual({});
    expect(validateFeedSearch({ aba: 'em-alta', post: 'p_01HZX9' })).toEqual({ aba: 'em-alta', post: 'p_01HZX9' });
    expect(validateFeedSearch({ aba: 'recentes', utm_source: 'x' })).toEqual({});
    expect(tabOf(validateFeedSearch({ aba: 'qualquer' }))).toBe('recentes');
  });

  it('an id that cannot be a post never reaches the query', () => {
    for (const post of ['', 'a b', '<script>', '../x', 'x'.repeat(101), 42, ['p1'], { id: 'p1' }]) {
      expect(validateFeedSearch({ post })).toEqual({});
    }
  });
});
