/**
 * Analytics must never hold personal data (LGPD): whatever a page puts in an
 * event's props, UTM or path, CPFs, e-mails, phones and names are dropped here.
 */
const PERSONAL_KEY_PARTS = ['cpf', 'email', 'whatsapp', 'phone', 'telefone', 'celular', 'password', 'senha'];
const PERSONAL_KEYS = new Set([
  'name',
  'nome',
  'fullname',
  'firstname',
  'lastname',
  'displayname',
  'username',
  'customername',
  'participantname',
  'nomecompleto',
]);

const CPF = /(^|\D)\d{3}\.?\d{3}\.?\d{3}-?\d{2}(\D|$)/;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
// Brazilian phone with area code, as typed or masked: 11999998888, (11) 99999-8888, +55 11 3333-4444.
const PHONE = /(^|\D)(\+?55\s?)?\(?\d{2}\)?\s?9?\d{4}[-\s]?\d{4}(\D|$)/;

/** `item_name` (a product) is fine; `name`, `customer_email`, `participant_cpf` are not. */
function isPersonalKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[^a-z]/g, '');
  return PERSONAL_KEYS.has(k) || PERSONAL_KEY_PARTS.some((part) => k.includes(part));
}

function looksPersonal(value: unknown): boolean {
  if (typeof value === 'string') return CPF.test(value) || EMAIL.test(value) || PHONE.test(value);
  if (typeof value === 'number') return Number.isInteger(value) && /^\d{11}$/.test(String(Math.abs(value)));
  return false;
}

/** A copy of the value without personal keys or personal-looking values (arrays and objects, recursively). */
export function stripPersonal(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => !looksPersonal(v)).map(stripPersonal);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (isPersonalKey(k) || looksPersonal(v)) continue;
      out[k] = stripPersonal(v);
    }
    return out;
  }
  return value;
}

/**
 * Paths are stored without query or hash, order codes (a capability: whoever has one
 * reads the order) are replaced, and any personal-looking segment is redacted.
 */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare
    .replace(/^\/pedido\/confirmacao\/[^/]+/, '/pedido/confirmacao/:codigo')
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // keep the raw segment
      }
      return looksPersonal(decoded) ? ':removido' : segment;
    })
    .join('/');
}
