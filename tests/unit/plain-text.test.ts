import { describe, expect, it } from 'vitest';
import { displayName } from '../../worker/contracts/auth';
import { commentInput, createPostInput } from '../../worker/contracts/feed';
import { sendMessageInput } from '../../worker/contracts/messages';
import { plainText, stripInvisible } from '../../worker/contracts/plain-text';
import { isReservedName, nameKey } from '../../worker/contracts/reserved-names';

const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];
const ZERO_WIDTH = ['\u200B', '\u200C', '\u200D', '\uFEFF', '\u2060'];

describe('plain text: direction controls and invisible characters go', () => {
  it("'foto\\u202Egpj.exe' (shown as 'fotoexe.jpg') becomes the plain 'fotogpj.exe'", () => {
    expect(stripInvisible('foto\u202Egpj.exe')).toBe('fotogpj.exe');
  });

  it.each([...BIDI, ...ZERO_WIDTH].map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    '%s is removed',
    (_name, c) => {
      expect(stripInvisible(`Mi${c}to ${c}fã${c}`)).toBe('Mito fã');
    },
  );

  it('keeps accents, line breaks, emoji and the joiner inside an emoji sequence', () => {
    const text = 'Olá, Mito! ❤️‍🔥 👩🏽‍💻 🏳️‍🌈\nBora pro baile 🔥';
    expect(stripInvisible(text)).toBe(text);
    // Between letters the joiner only hides: it goes.
    expect(stripInvisible('a\u200Db ❤️\u200D')).toBe('ab ❤️');
  });

  it('runs before the field checks: invisible-only text is empty, and a name cannot hide padding', () => {
    expect(plainText().parse('\u202Eabc')).toBe('abc');
    expect(commentInput.safeParse({ postId: 'p', content: '\u200B\u200B' }).error?.issues[0]?.message).toBe(
      'Escreva um comentário antes de enviar.',
    );
    expect(sendMessageInput.safeParse({ conversationId: 'c', content: '\u2066\u2069' }).error?.issues[0]?.message).toBe(
      'A mensagem não pode ficar em branco',
    );
    expect(displayName.parse(' \u200BMito\u200F ')).toBe('Mito');
    expect(createPostInput.parse({ content: 'foto\u202Egpj.exe' }).content).toBe('fotogpj.exe');
  });
});

describe('names that read as the artist', () => {
  it.each([
    'MC Mito',
    'mc mito',
    'MC MITO',
    'M.C. Mito',
    'Mc_Mito',
    'MC Mítø',
    'ＭＣ　Ｍｉｔｏ',
    'MC M1to',
    'МС Мito',
    'Mito',
    'Mito Oficial',
    'mito.oficial',
    'Mito Ofc',
    'O Verdadeiro Mito',
    'Oficial MC Mito',
    'Artista',
    'O Artista',
    'MC Mito Fã Clube',
    'mcmito',
  ])("'%s' is reserved", (name) => {
    expect(isReservedName(name, 'mcmito')).toBe(true);
  });

  it.each(['Fã do Mito', 'Mitologia', 'Mitologia Real', 'Ana Paula', 'Mitinho', 'Artistas do Bairro', 'Fã 12345'])(
    "'%s' is a fan's name",
    (name) => {
      expect(isReservedName(name, 'mcmito')).toBe(false);
    },
  );

  it('the configured artist username is reserved whatever it is', () => {
    expect(isReservedName('Funkeiro Oficial', 'funkeiro.oficial')).toBe(true);
    expect(nameKey('M.C. Mítø_Oficial')).toBe(nameKey('mc mito oficial'));
  });
});
