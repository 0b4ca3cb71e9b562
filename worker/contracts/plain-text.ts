import * as z from 'zod/mini';

/*
 * Text people type and others read (names, posts, comments, messages, captions) is plain text:
 * characters that change how the rest of a line is shown, or that cannot be seen at all, are
 * removed before any other check, so `foto\u202Egpj.exe` cannot be shown as "fotoexe.jpg" and
 * an invisible character cannot make a name look like someone else's or a blank text pass.
 */

/** Bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069), LRM, RLM and the Arabic letter mark. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
/** Zero width space and non-joiner, word joiner, byte order mark. */
const ZERO_WIDTH = /[\u200B\u200C\u2060\uFEFF]/g;
/** The zero width joiner, except inside an emoji sequence (❤️‍🔥, 👩🏽‍💻), where it joins two pictographs. */
const LONE_JOINER = /(?<!\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
/** Control characters other than tab, line feed and carriage return. */
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export function stripInvisible(text: string): string {
  return text.replace(BIDI_CONTROLS, '').replace(ZERO_WIDTH, '').replace(LONE_JOINER, '').replace(CONTROLS, '');
}

type StringChecks = Parameters<ReturnType<typeof z.string>['check']>;

/** A string field of text people type: invisible and direction-changing characters go first, then the field's own checks. */
export const plainText = (...checks: StringChecks) => z.string().check(z.overwrite(stripInvisible), ...checks);
