/*
 * Names only the artist's own account may use, in any spelling a fan would read as the artist:
 * case, accents, spaces and punctuation, look-alike letters and digits do not make a new name.
 */

// Cyrillic and Greek letters drawn like Latin ones, and the digits people write for letters.
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  х: 'x',
  у: 'y',
  і: 'i',
  ј: 'j',
  м: 'm',
  т: 't',
  к: 'k',
  ο: 'o',
  ι: 'i',
  τ: 't',
  κ: 'k',
  μ: 'm',
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  '!': 'i',
  '|': 'i',
};

/** The letters of a name as they read: 'M.C. Mítø_Oficial' and 'mc mito oficial' give the same key. */
export function nameKey(name: string): string {
  const folded = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace('ø', 'o');
  return [...folded]
    .map((c) => LOOKALIKES[c] ?? c)
    .join('')
    .replace(/[^a-z]/g, '');
}

const ARTIST_WORDS = /^(artista|oartista|artistaoficial)$/;
// 'Mito' with an honorific or a claim of being the real one, before or after: the artist's name, not a fan's.
const MITO_CLAIMS =
  /^(mc|o|dj)?mito(oficial|official|ofc|real|overdadeiro|verdadeiro|artista|br|tv|funk)*$|^(oficial|official|real|overdadeiro|verdadeiro)(mc)?mito$/;

/**
 * Whether `name` (a display name or a username) reads as the artist: 'MC Mito' in any spelling
 * or inside any name, 'Mito' alone, 'Mito Oficial' and the like, 'Artista', or the artist's
 * configured username. A fan's name that merely mentions him ('Fã do Mito') is not.
 */
export function isReservedName(name: string, artistUsername: string): boolean {
  const key = nameKey(name);
  if (key === '') return false;
  return key.includes('mcmito') || key === nameKey(artistUsername) || ARTIST_WORDS.test(key) || MITO_CLAIMS.test(key);
}
