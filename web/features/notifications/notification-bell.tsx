import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { badgeText } from './badge-text';
import { NotificationList } from './notification-list';
import { useNotificationActions } from './use-notification-actions';

/**
 * The bell of the member headers: the unread count ('9+' above 9) and a panel
 * with the 20 newest, each marked read on click (and its post opened on the feed, its chat on /messages), and 'Marcar todas como lidas'. Esc, a click
 * outside or the bell again close it; focus goes into the panel on open and back to the bell.
 * Live events (live-notifications.tsx, on every member page) toast and refresh it; window
 * focus and a slow poll cover a socket that is down.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { count, list, read, follow, markAll } = useNotificationActions({ listed: open, leave: () => close(false) });

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        title="Notificações"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(false) : setOpen(true))}
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-neutral-200 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-400"
      >
        <Bell className="size-5" aria-hidden />
        {/* The name is the content ("Notificações 2 não lidas"), so the visible count is part of it. */}
        <span className="sr-only">Notificações</span>
        {count > 0 && (
          <span
            data-testid="notification-badge"
            className="absolute -right-0.5 -top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {badgeText(count)}
            <span className="sr-only"> não lidas</span>
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label="Notificações"
          tabIndex={-1}
          className="fixed inset-x-2 top-16 z-40 flex max-h-[75dvh] flex-col overflow-hidden rounded-2xl border border-white/10 bg-neutral-900 text-neutral-50 shadow-2xl outline-none sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-white/10 px-4 py-3">
            <h2 className="font-bold">Notificações</h2>
            <button
              type="button"
              onClick={() => markAll.mutate()}
              disabled={count === 0 || markAll.isPending}
              className="min-h-11 rounded-lg px-2 text-sm font-bold text-brand-400 hover:bg-neutral-800 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-neutral-400"
            >
              Marcar todas como lidas
            </button>
          </div>
          <NotificationList
            loading={list.isPending}
            failed={list.isError}
            rows={list.data}
            onRead={follow}
            onProfile={(n) => (read(n), close(false))}
          />
        </div>
      )}
    </div>
  );
}
