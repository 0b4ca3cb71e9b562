import { maskPhone, onlyDigits } from '../../lib/format';

/**
 * maskPhone counts the "+55" it wrote itself as digits while the fan keeps
 * typing ("+55 (11) 9" → 55119…), so the country code it added is dropped first.
 */
export function maskWhatsapp(value: string): string {
  return value.trimStart().startsWith('+55') ? maskPhone(onlyDigits(value).slice(2)) : maskPhone(value);
}
