/** Voter data for poll tests: CPFs with correct check digits, written out independently of worker/lib/cpf. */
let counter = 0;
const base = Math.floor(Math.random() * 800_000_000);

/** A valid CPF (11 digits) derived from n; different n → different CPF for n < 10^8. */
export function validCpf(n: number): string {
  const d = String(100_000_000 + (n % 900_000_000))
    .slice(-9)
    .split('')
    .map(Number);
  if (d.every((x) => x === d[0])) d[8] = (d[8]! + 1) % 10;
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((acc, x, i) => acc + x * (len + 1 - i), 0);
    const r = (sum * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}

export const maskedCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/** A complete, valid vote form (contact consent given, marketing not); each call a new person unless a CPF is given. */
export function voterForm(
  over: Partial<{ name: string; cpf: string; whatsapp: string; email: string; contactConsent: boolean; marketingConsent: boolean }> = {},
) {
  const n = ++counter;
  return {
    name: `Fã Número ${n}`,
    cpf: maskedCpf(validCpf(base + n)),
    whatsapp: `+55 (11) 9${String(10_000_000 + n).slice(-8, -4)}-${String(n).padStart(4, '0').slice(-4)}`,
    email: `fa${n}@exemplo.com.br`,
    contactConsent: true,
    marketingConsent: false,
    ...over,
  };
}

let ipSeq = 0;
/** Each test votes from its own IP so the per-IP vote limit never mixes tests (2001:db8::/32 is for documentation; one /64 each). */
export const nextVoterIp = () => `2001:db8:${(++ipSeq).toString(16)}::1`;
