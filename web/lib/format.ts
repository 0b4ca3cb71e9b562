/** pt-BR formatters: money in cents, dates in America/Sao_Paulo, phone, CPF. */

/**
 * Each Intl formatter is built on first use, not when this module loads: built together they took
 * about 100 ms of a page's first script run under a 4× CPU slowdown, on every public page (the
 * entry imports this module), most of which shows no date at all.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/**
 * 123456 → "R$ 1.234,56" (normal space, not the narrow no-break space Intl uses). Written out, not
 * Intl.NumberFormat: building that formatter was the costliest line of /loja's first script run.
 */
export function formatMoney(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const reais = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}R$ ${reais},${String(abs % 100).padStart(2, '0')}`;
}

const DATE = once(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }),
);
const DATE_TIME = once(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

export const formatDate = (d: Date | string | number) => DATE().format(new Date(d));
export const formatDateTime = (d: Date | string | number) => DATE_TIME().format(new Date(d));

const RELATIVE = once(() => new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }));

export function formatRelative(d: Date | string | number, now = Date.now()): string {
  const seconds = Math.round((new Date(d).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return RELATIVE().format(seconds, 'second');
  if (abs < 3600) return RELATIVE().format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return RELATIVE().format(Math.round(seconds / 3600), 'hour');
  return RELATIVE().format(Math.round(seconds / 86_400), 'day');
}

export const onlyDigits = (v: string) => v.replace(/\D/g, '');

/** Progressive mask while typing: 12345678901 → 123.456.789-01 */
export function maskCpf(v: string): string {
  const d = onlyDigits(v).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** The artist panel's WhatsApp: 5511999999999 or 11999999999 → (11) 99999-9999; anything else as stored. */
export const formatWhatsapp = (d: string) => d.replace(/^55(?=\d{10,11}$)/, '').replace(/^(\d{2})(\d{4,5})(\d{4})$/, '($1) $2-$3');

/** Progressive mask: 5511999999999 → +55 (11) 99999-9999; a number without 55 gets it. */
export function maskPhone(v: string): string {
  let d = onlyDigits(v);
  // The mask's own "+55" comes back while typing: drop it first. After it, 12+ digits starting with
  // 55 are a number typed or pasted with the country code (no DDD plus number is that long).
  if (v.trimStart().startsWith('+55')) d = d.slice(2);
  if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
  d = d.slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `+55 (${d}`;
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  return rest.length <= split ? `+55 (${ddd}) ${rest}` : `+55 (${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** 12345678901 → ***.456.789-** (lists show only the middle digits). */
export function maskCpfHidden(cpf: string): string {
  const d = onlyDigits(cpf).padStart(11, '0');
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

export const maskCep = (v: string) =>
  onlyDigits(v)
    .slice(0, 8)
    .replace(/^(\d{5})(\d)/, '$1-$2');

/** WhatsApp chat link with the 55 prefix (Brazil's country code). */
export function whatsappLink(phone: string): string {
  const d = onlyDigits(phone);
  return `https://wa.me/${d.startsWith('55') ? d : `55${d}`}`;
}
