import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';

/**
 * The open chat lives in the address (`/messages?conversa=<id>`): a reload keeps it, and the
 * phone's Back returns to the list. Opening from the list adds a history entry; switching from one
 * chat to another replaces it (Back is then still 'to the list'); the in-page back arrow goes back
 * through history when this page added the entry, else it replaces the address with the list.
 */
export function useOpenChat() {
  const openId = useSearch({ from: '/_member/messages' }).conversa ?? null;
  const navigate = useNavigate({ from: '/messages' });
  const pushed = useRef(false);
  const open = useCallback(
    (id: string) => {
      if (id === openId) return;
      if (!openId) pushed.current = true;
      void navigate({ search: { conversa: id }, replace: Boolean(openId) });
    },
    [navigate, openId],
  );
  const close = useCallback(() => {
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else void navigate({ search: {}, replace: true });
  }, [navigate]);
  return { openId, open, close };
}
