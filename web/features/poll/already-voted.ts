import { useCallback, useState } from 'react';

const KEY = 'mito_voted_elsewhere';

function readPollId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * The poll for which the server said "this CPF already voted" and gave this browser no token
 * (the vote came from another phone or browser). Kept across reloads, so the page keeps saying
 * 'Você já votou' and where the coupon is, instead of looking as if the fan never voted.
 */
export function useAlreadyVoted() {
  const [pollId, setPollId] = useState(readPollId);
  const save = useCallback((id: string) => {
    try {
      localStorage.setItem(KEY, id);
    } catch {
      // Private mode: for this page only.
    }
    setPollId(id);
  }, []);
  return [pollId, save] as const;
}
