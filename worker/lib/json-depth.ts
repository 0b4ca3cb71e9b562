/**
 * Whether a JSON text nests objects/arrays deeper than `max`, found by scanning
 * the text before parsing it: validating or copying a value thousands of levels
 * deep recurses until the stack overflows (a RangeError, which would be a 500).
 * Brackets inside strings do not count.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}
