/** Gmail ignores dots in the local part and everything after a `+`; googlemail.com is the same service. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox an address delivers to, for "one per person" rules (a trial, a raffle coupon):
 * trimmed, lower-case, and for Gmail without dots and `+tags` in the local part, on gmail.com.
 * `x.y+2@GMail.com` and `xy@gmail.com` are one inbox. Other providers keep their local part as typed
 * (many treat dots as significant), apart from the case.
 */
export function inboxOf(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return trimmed;
  const domain = trimmed.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return trimmed;
  const local = trimmed.slice(0, at).split('+')[0]!.replaceAll('.', '');
  return `${local}@gmail.com`;
}
