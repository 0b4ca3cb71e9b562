import * as z from 'zod/mini';
import { plainText } from './plain-text';

/*
 * The Ouro plan's custom badge: one emoji and a short text, shown beside the member's name on
 * posts and comments, as text. One schema for the settings form and the procedure.
 */

export const BADGE_TEXT_MAX = 12;

const graphemes = (s: string) => [...new Intl.Segmenter('pt-BR', { granularity: 'grapheme' }).segment(s)].length;
const LINK = /(https?:|www\.|[a-z0-9-]\.(com|net|org|br|io|me|app|link|ly|gg|tv|xyz|site|online|info|co)\b|\/\/)/i;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

export const customBadge = z.object({
  emoji: plainText(
    z.trim(),
    z.refine((v) => graphemes(v) === 1 && PICTOGRAPH.test(v), 'Escolha um emoji'),
  ),
  text: plainText(
    z.trim(),
    z.minLength(1, 'Escreva o texto do selo'),
    z.refine((v) => graphemes(v) <= BADGE_TEXT_MAX, `O selo pode ter até ${BADGE_TEXT_MAX} caracteres`),
    z.refine((v) => !LINK.test(v), 'O selo não pode ter links'),
  ),
});
export type CustomBadge = z.infer<typeof customBadge>;

/** Save a badge, or remove it with null. */
export const setBadgeInput = z.object({ badge: z.nullable(customBadge) });
export type SetBadgeInput = z.infer<typeof setBadgeInput>;

/** The badge as stored and shown: 'emoji text'. */
export const badgeLabel = (b: CustomBadge) => `${b.emoji} ${b.text}`;

/** The settings card: the member's badge (null without one) and whether their plan gives it. */
export interface BadgeView {
  badge: CustomBadge | null;
  allowed: boolean;
}
