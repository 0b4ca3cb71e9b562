import * as z from 'zod/mini';
import { stripInvisible } from './plain-text';

/*
 * Tags a member creates from the composer: the name as typed, trimmed, without a leading '#',
 * lower case and without accents, then only letters a–z, digits and '_', 2 to 24 of them.
 */

const TAG_NAME_MIN = 2;
export const TAG_NAME_MAX = 24;
const TAG_NAME_PATTERN = /^[a-z0-9_]+$/;

/** '  #Funk_Ação ' → 'funk_acao': what is stored and compared. */
export function normalTagName(raw: string): string {
  return stripInvisible(raw).trim().replace(/^#+/, '').normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export const newTagName = z
  .string()
  .check(
    z.overwrite(normalTagName),
    z.minLength(TAG_NAME_MIN, `A tag precisa ter pelo menos ${TAG_NAME_MIN} caracteres`),
    z.maxLength(TAG_NAME_MAX, `A tag pode ter até ${TAG_NAME_MAX} caracteres`),
    z.regex(TAG_NAME_PATTERN, 'Use apenas letras, números e _ na tag (sem espaços)'),
  );
