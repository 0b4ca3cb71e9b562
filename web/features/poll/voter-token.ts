import { useCallback, useState } from 'react';

/** Same keys as worker/contracts/poll.ts (not imported: the landing chunk stays free of zod). */
const KEY = 'mito_voter_token';
const PENDING_KEY = 'mito_pending_vote';
const EARLIER_KEY = 'mito_unanswered_votes';
const KEY_SHAPE = /^[A-Za-z0-9_-]{22,64}$/;
/** As many as the server reads (worker/contracts/poll.ts). */
const MAX_EARLIER = 5;

export function readVoterToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The opaque voter token in this browser (never the CPF). Saving one settles the vote that was being sent. */
export function useVoterToken() {
  const [token, setToken] = useState(readVoterToken);
  const save = useCallback((value: string | null) => {
    try {
      if (value) localStorage.setItem(KEY, value);
      else localStorage.removeItem(KEY);
    } catch {
      // Private mode without storage: the vote still counts, only "Seu Voto" is forgotten on reload.
    }
    if (value) forgetPendingVote();
    setToken(value);
  }, []);
  return [token, save] as const;
}

/** A vote sent and not yet answered: its key, and the design it was for. */
interface PendingVote {
  key: string;
  optionId: string;
}

// Without storage the key still covers retries within this page.
let pendingInMemory: PendingVote | null = null;

/**
 * The vote key for a vote about to be sent (worker/lib/vote-keys.ts): the key
 * of the vote for this design that was sent and never answered, else a new
 * random one. It is saved BEFORE the request leaves, so a retry after a lost
 * answer — the same tap again, or after a reload — is the same vote, and the
 * server gives back its token and coupon. The CPF is not kept; the server
 * refuses the key if the CPF differs (then `forgetPendingVote`).
 */
export function voteKeyFor(optionId: string): string {
  let pending = pendingInMemory;
  try {
    const raw = localStorage.getItem(PENDING_KEY);
    if (raw) pending = JSON.parse(raw) as PendingVote;
  } catch {
    // Unreadable: a new key below.
  }
  if (pending && pending.optionId === optionId && KEY_SHAPE.test(pending.key)) return pending.key;
  // Another design now: the unanswered vote may have been counted, and its key is what proves it came from here.
  if (pending && KEY_SHAPE.test(pending.key)) rememberEarlier(pending.key);
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  pendingInMemory = { key, optionId };
  try {
    localStorage.setItem(PENDING_KEY, JSON.stringify(pendingInMemory));
  } catch {
    // Private mode: kept in memory only.
  }
  return key;
}

let earlierInMemory: string[] = [];

/** Keys of votes sent from here whose answer never came, newest last (sent with the next vote, see worker/services/poll/cast-vote.ts). */
export function earlierVoteKeys(): string[] {
  try {
    const raw = localStorage.getItem(EARLIER_KEY);
    if (raw) earlierInMemory = (JSON.parse(raw) as unknown[]).filter((k): k is string => typeof k === 'string' && KEY_SHAPE.test(k));
  } catch {
    // Unreadable: what this page kept.
  }
  return earlierInMemory.slice(-MAX_EARLIER);
}

function rememberEarlier(key: string) {
  earlierInMemory = [...earlierVoteKeys().filter((k) => k !== key), key].slice(-MAX_EARLIER);
  try {
    localStorage.setItem(EARLIER_KEY, JSON.stringify(earlierInMemory));
  } catch {
    // Private mode: kept in memory only.
  }
}

/** The pending vote was answered (a token), or can no longer be this browser's (already voted, key refused). */
export function forgetPendingVote() {
  pendingInMemory = null;
  earlierInMemory = [];
  try {
    localStorage.removeItem(PENDING_KEY);
    localStorage.removeItem(EARLIER_KEY);
  } catch {
    // Nothing stored.
  }
}
