import type { VoteForm } from '../../../worker/contracts/poll';

/**
 * What the fan has typed into the vote form and not yet sent successfully, so a failure of any
 * kind (the poll refreshing badly, the dialog's code reloading, the dialog closed by mistake)
 * never empties it.
 *
 * - In memory, everything, for the page's life: that covers every remount of the form.
 * - In sessionStorage, everything but the CPF, so a reload or a tab the phone discarded comes back
 *   with name, WhatsApp, e-mail and the choices. The CPF is the one identifier the vote is keyed
 *   on; it never touches storage (a borrowed phone keeps a tab's sessionStorage until it is
 *   closed), so after a reload it is the one field typed again.
 * Cleared once the vote is answered (counted, or "already voted").
 */
const KEY = 'mito_vote_draft';
const STORED = ['name', 'whatsapp', 'email', 'contactConsent', 'marketingConsent'] as const;

let inMemory: Partial<VoteForm> | null = null;

export function readVoteDraft(): Partial<VoteForm> {
  if (inMemory) return inMemory;
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (!raw || typeof raw !== 'object') return {};
    const out: Record<string, unknown> = {};
    for (const k of STORED) if (typeof raw[k] === (k.endsWith('Consent') ? 'boolean' : 'string')) out[k] = raw[k];
    return out as Partial<VoteForm>;
  } catch {
    return {};
  }
}

export function saveVoteDraft(values: Partial<VoteForm>) {
  inMemory = { ...values };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries(STORED.map((k) => [k, values[k]]))));
  } catch {
    // Storage refused: the draft lives for this page only.
  }
}

export function clearVoteDraft() {
  inMemory = null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The field the fan was typing in when the form's code arrived (the full form takes the focus back there). */
let typingIn: string | null = null;
export const rememberTypingIn = (field: string | null) => {
  typingIn = field;
};
export const fieldTypedIn = () => typingIn;
