/** Brazilian CPF: 11 digits, the last two are check digits (mod 11). */

export const cpfDigits = (value: string) => value.replace(/\D/g, '');

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * True for a CPF with valid check digits, written with or without the usual
 * punctuation (123.456.789-09). Repeated digits (111.111.111-11) pass the
 * arithmetic but are not issued, so they are refused.
 */
export function isValidCpf(value: string): boolean {
  if (!/^[\d.\-\s]*$/.test(value)) return false;
  const d = cpfDigits(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  return checkDigit(d, 9) === Number(d[9]) && checkDigit(d, 10) === Number(d[10]);
}

/** The two check digits for the first nine digits (used by tests and seeds to build valid CPFs). */
export function cpfCheckDigits(nine: string): string {
  const first = checkDigit(nine, 9);
  const second = checkDigit(nine + String(first), 10);
  return `${first}${second}`;
}

/** 12345678909 → 123.456.789-09 */
export function formatCpf(value: string): string {
  const d = cpfDigits(value);
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : value;
}
