import { useCallback, useState } from 'react';

/** Same key as worker/contracts/poll.ts (not imported: the landing chunk stays free of zod). */
const KEY = 'mito_voter_token';

export function readVoterToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The opaque voter token in this browser (never the CPF). */
export function useVoterToken() {
  const [token, setToken] = useState(readVoterToken);
  const save = useCallback((value: string | null) => {
    try {
      if (value) localStorage.setItem(KEY, value);
      else localStorage.removeItem(KEY);
    } catch {
      // Private mode without storage: the vote still counts, only "Seu Voto" is forgotten on reload.
    }
    setToken(value);
  }, []);
  return [token, save] as const;
}
