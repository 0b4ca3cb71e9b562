import { createHmac } from 'node:crypto';
import { timingSafeEqual } from './crypto';

/** How long one code stands; the one before it is also taken, so a code read at the end of its slot still works. */
export const PANEL_UNLOCK_SLOT_MS = 10 * 60_000;
// Crockford's base32 without I, L, O, U: nothing to misread when copied from one screen to another.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function codeFor(secret: string, slot: number): string {
  const mac = createHmac('sha256', secret).update(`panel-unlock:v1:${slot}`).digest();
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[mac[i]! & 31];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * The code the panel's known browser shows (docs/decisions/0023): typed with the password in a new
 * browser, it lifts the lockout that strangers' guesses put on every new browser. It is derived from
 * the session secret and the current 10-minute slot, so nothing is stored and a restart changes nothing.
 * It opens nothing by itself: the password is still needed, under the address's own failure budget.
 */
export function panelUnlockCode(secret: string, now: Date): { code: string; validUntil: Date } {
  const slot = Math.floor(now.getTime() / PANEL_UNLOCK_SLOT_MS);
  return { code: codeFor(secret, slot), validUntil: new Date((slot + 2) * PANEL_UNLOCK_SLOT_MS) };
}

/** Whether `typed` is the current or the previous slot's code (case, spaces and dashes aside). */
export function isPanelUnlockCode(secret: string, typed: string | undefined, now: Date): boolean {
  if (!typed) return false;
  const clean = typed.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (clean.length !== 8) return false;
  const slot = Math.floor(now.getTime() / PANEL_UNLOCK_SLOT_MS);
  const given = `${clean.slice(0, 4)}-${clean.slice(4)}`;
  return [slot, slot - 1].some((s) => timingSafeEqual(given, codeFor(secret, s)));
}
