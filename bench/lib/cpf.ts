import { cpfCheckDigits } from '../../worker/lib/cpf';

/** The n-th distinct valid CPF, masked like the form sends it. */
export function nthCpf(n: number): string {
  const nine = String(100_000_000 + (n % 899_999_999)).slice(-9);
  if (/^(\d)\1{8}$/.test(nine)) return nthCpf(n + 1);
  const d = nine + cpfCheckDigits(nine);
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
