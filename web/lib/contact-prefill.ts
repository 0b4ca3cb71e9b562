/**
 * Name, e-mail and WhatsApp a fan just typed into the vote form, so the club offer that opens
 * next does not ask for them again.
 *
 * Kept in sessionStorage: it belongs to this tab and is gone when the tab closes, so contact
 * data does not linger on a shared or borrowed phone, and a tab opened later starts clean.
 * Never the CPF: it is the one identifier the vote is keyed on (LGPD), the offer does not need
 * it, and the browser keeps only the opaque voter token (see worker/contracts/poll.ts).
 */
export interface ContactPrefill {
  name: string;
  email: string;
  whatsapp: string;
}

const KEY = 'mito_contact_prefill';

export function saveContactPrefill({ name, email, whatsapp }: ContactPrefill) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ name, email, whatsapp }));
  } catch {
    // Storage refused (private mode, quota): the offer simply starts empty.
  }
}

export function readContactPrefill(): Partial<ContactPrefill> {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (!raw || typeof raw !== 'object') return {};
    const out: Partial<ContactPrefill> = {};
    for (const k of ['name', 'email', 'whatsapp'] as const) if (typeof raw[k] === 'string') out[k] = raw[k];
    return out;
  } catch {
    return {};
  }
}
