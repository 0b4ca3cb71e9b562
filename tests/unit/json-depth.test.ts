import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from '../../worker/lib/json-depth';

describe('jsonNestsDeeperThan', () => {
  it('counts object and array nesting', () => {
    expect(jsonNestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(jsonNestsDeeperThan('1', 0)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[]]]]', 4)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[[]]]]]', 4)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ s: '[[[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ s: 'a"[[[[\\\\"' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ s: 'x"', t: [[[]]] }), 3)).toBe(true);
  });

  it('sees depth in siblings, not only the first branch', () => {
    expect(jsonNestsDeeperThan('[[],[],[[[[]]]]]', 4)).toBe(true);
  });
});
