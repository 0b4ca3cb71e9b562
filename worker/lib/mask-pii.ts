/**
 * How order pages show a buyer's details, in full or masked. Masking happens
 * here, on the server: a masked page never receives the clear value.
 */

/** Stored WhatsApp digits without the country code: '5511999998888' and '11999998888' are one number. */
export function nationalDigits(whatsapp: string): string {
  const d = whatsapp.replace(/\D/g, '');
  return d.length > 11 && d.startsWith('55') ? d.slice(2) : d;
}

/** 11999998888 → '+55 (11) 99999-8888' */
export function formatWhatsapp(whatsapp: string): string {
  const d = nationalDigits(whatsapp);
  if (d.length < 10) return d;
  const rest = d.slice(2);
  const split = rest.length - 4;
  return `+55 (${d.slice(0, 2)}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** Only the last 4 digits: '+55 (**) *****-8888'. */
export function maskWhatsapp(whatsapp: string): string {
  const d = nationalDigits(whatsapp);
  return `+55 (**) ${'*'.repeat(Math.max(d.length - 6, 4))}-${d.slice(-4)}`;
}

/** 'ana.funk@gmail.com' → 'a***@gmail.com' (the domain tells the buyer which inbox, not who). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** 'Ana Maria Funkeira' → 'Ana F.' */
export function maskName(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

const formatCep = (cep: string) => `${cep.slice(0, 5)}-${cep.slice(5)}`;

export interface AddressParts {
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade: string;
  estado: string;
}

export function formatAddress(a: AddressParts): string {
  const complemento = a.complemento ? ` — ${a.complemento}` : '';
  return `${a.logradouro}, ${a.numero}${complemento} · ${a.bairro} · ${a.cidade}/${a.estado} · CEP ${formatCep(a.cep)}`;
}

/** The start of the street, city/UF and the CEP's first five digits: enough to recognise, not to find the door. */
export function maskAddress(a: AddressParts): string {
  return `${a.logradouro.trim().slice(0, 3)}*** · ${a.cidade}/${a.estado} · CEP ${a.cep.slice(0, 5)}-***`;
}
