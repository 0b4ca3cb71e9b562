import { describe, expect, it } from 'vitest';
import { fold, memberTermRows, postTermRows, queryTerms, wordsOf } from '../../worker/services/search/internal/terms';
import { normalTagName } from '../../worker/contracts/tag-names';

describe('search terms', () => {
  it('folds case and accents and cuts words', () => {
    expect(fold('Ação É Çedilha')).toBe('acao e cedilha');
    expect(wordsOf('Bora pro BAILE, bora! 🔥 a')).toEqual(['bora', 'pro', 'baile']);
    expect(wordsOf('x'.repeat(40))).toEqual(['x'.repeat(15)]);
  });

  it('a post stores each word by its prefixes from 2 letters, and #tag exactly', () => {
    const terms = postTermRows('Funk', ['bonde_do_mito']);
    expect(terms).toEqual(expect.arrayContaining(['', 'fu', 'fun', 'funk', '#bonde_do_mito', 'bo', 'bonde', 'mito', 'bonde_do_mito']));
    expect(terms).not.toContain('f');
    expect(terms).not.toContain('#bonde');
  });

  it('a #hashtag typed in the text files the post under that tag too (its link opens the tag page)', () => {
    expect(postTermRows('Partiu #BaileDoMito hoje', [])).toEqual(expect.arrayContaining(['#bailedomito', 'partiu', 'hoje']));
  });

  it("a member by the name's words and '@' + the username's prefixes", () => {
    const terms = memberTermRows('ana.funk', 'Anaís Brandão');
    expect(terms).toEqual(expect.arrayContaining(['an', 'anais', 'brandao', 'funk', '@an', '@ana.', '@ana.funk']));
  });

  it('reads a query: words, #tag, @user; nothing searchable is null', () => {
    expect(queryTerms(' Baile  NOITE ')).toEqual({ kind: 'words', terms: ['baile', 'noite'] });
    expect(queryTerms('#Funk')).toEqual({ kind: 'tag', tag: 'funk' });
    expect(queryTerms('@Ana.Funk')).toEqual({ kind: 'user', term: '@ana.funk', words: ['ana', 'funk'] });
    expect(queryTerms('a')).toBeNull();
    expect(queryTerms('%_%')).toBeNull();
  });

  it('normalizes a new tag name as the server stores it', () => {
    expect(normalTagName('  #Rolê_Funk\u202E ')).toBe('role_funk');
  });
});
