import { describe, expect, it } from 'vitest';
import { hashtagNames, LINK_MAX_CHARS, mentionedUsernames, safeHref, textSegments } from '../../worker/contracts/text-segments';

const joined = (text: string) =>
  textSegments(text)
    .map((s) => s.text)
    .join('');
const kinds = (text: string) =>
  textSegments(text).map((s) =>
    s.kind === 'text' ? s.text : `[${s.kind}:${s.kind === 'link' ? s.href : s.kind === 'tag' ? s.tag : s.username}]`,
  );

describe('textSegments', () => {
  it('finds mentions and links, and joins back to the same text', () => {
    const text = 'oi @ana_b, olha https://mito.com.br/loja?x=1 e @Bruno.Silva!';
    expect(kinds(text)).toEqual([
      'oi ',
      '[mention:ana_b]',
      ', olha ',
      '[link:https://mito.com.br/loja?x=1]',
      ' e ',
      '[mention:Bruno.Silva]',
      '!',
    ]);
    expect(joined(text)).toBe(text);
  });

  it('leaves the sentence punctuation and an unopened parenthesis outside the link', () => {
    expect(kinds('veja https://x.com/a.')).toEqual(['veja ', '[link:https://x.com/a]', '.']);
    expect(kinds('(https://x.com/a), ok')).toEqual(['(', '[link:https://x.com/a]', '), ok']);
    expect(kinds('https://pt.wikipedia.org/wiki/Funk_(música)!')[0]).toBe('[link:https://pt.wikipedia.org/wiki/Funk_(m%C3%BAsica)]');
    expect(kinds('"https://x.com/q"')).toEqual(['"', '[link:https://x.com/q]', '"']);
  });

  it('never makes a link of javascript:, data:, or anything but http(s)', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'ftp://x.com/a',
      'file:///etc/passwd',
      'http://',
      'https://user:senha@x.com/',
    ]) {
      expect(
        textSegments(text).every((s) => s.kind !== 'link'),
        text,
      ).toBe(true);
      expect(joined(text)).toBe(text);
    }
  });

  it('keeps markup as text: a link ends at angle brackets and quotes', () => {
    const text = '<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)> https://x.com/"><script>alert(1)</script>';
    const segs = textSegments(text);
    expect(segs.filter((s) => s.kind === 'link').map((s) => s.kind === 'link' && s.href)).toEqual(['https://x.com/']);
    expect(joined(text)).toBe(text);
  });

  it('ends a link and a mention at bidi and invisible controls', () => {
    expect(kinds('https://x.com/a\u202Egpj.exe')).toEqual(['[link:https://x.com/a]', '\u202Egpj.exe']);
    expect(kinds('@ana\u200Bteste')).toEqual(['[mention:ana]', '\u200Bteste']);
  });

  it('does not take e-mail addresses, paths or too-short names for mentions', () => {
    expect(mentionedUsernames('escreve pra ana@mito.com.br ou /x/@bruno, @ab, @@carla')).toEqual([]);
    expect(kinds('https://x.com/@ana')).toEqual(['[link:https://x.com/@ana]']);
  });

  it('drops a mention’s trailing dots (end of a sentence)', () => {
    expect(mentionedUsernames('valeu @ana... e @Bruno.')).toEqual(['ana', 'bruno']);
  });

  it('lists each mentioned username once, lower-cased, in order', () => {
    expect(mentionedUsernames('@Zeca @ana @ZECA @bia')).toEqual(['zeca', 'ana', 'bia']);
  });

  it('leaves a very long address as text', () => {
    const long = `https://x.com/${'a'.repeat(LINK_MAX_CHARS)}`;
    expect(textSegments(long)).toEqual([{ kind: 'text', text: long }]);
    expect(safeHref(`https://x.com/${'a'.repeat(100)}`)).toBe(`https://x.com/${'a'.repeat(100)}`);
  });

  it('handles an empty text and a text with nothing to link', () => {
    expect(textSegments('')).toEqual([]);
    expect(textSegments('só texto\ncom linha')).toEqual([{ kind: 'text', text: 'só texto\ncom linha' }]);
  });

  it('finds #hashtags as their tag names (accents off, lower case), not inside words, links or entities', () => {
    const text = 'Bora pro #BaileDoMito e #Ação! nada#disso, https://x.com/#ancora, &#39; #a #x_y';
    expect(kinds(text)).toEqual([
      'Bora pro ',
      '[tag:bailedomito]',
      ' e ',
      '[tag:acao]',
      '! nada#disso, ',
      '[link:https://x.com/#ancora]',
      ', &#39; #a ',
      '[tag:x_y]',
    ]);
    expect(joined(text)).toBe(text);
    expect(hashtagNames('#funk #Funk #mito')).toEqual(['funk', 'mito']);
    // More than 24 characters is no tag name.
    expect(hashtagNames(`#${'a'.repeat(25)}`)).toEqual([]);
  });
});
