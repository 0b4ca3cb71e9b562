import { Link, useNavigate } from '@tanstack/react-router';
import { Bell, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NOTIFICATIONS_SHOWN, type NotificationView } from '../../../worker/contracts/notifications';
import { cn } from '../../components/ui/cn';
import { badgeText } from './badge-text';
import { formatRelative } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { invalidateNotifications } from './notification-events';
import { useLiveNotifications } from './use-live-notifications';

/** Fallback when no live event arrives (realtime off, socket down): the badge stays at most this stale. */
const POLL_MS = 60_000;

/**
 * The bell of the member headers: the unread count ('9+' above 9) and a panel
 * with the 20 newest, each marked read on click (and its post opened on the feed), and 'Marcar todas como lidas'. Esc, a click
 * outside or the bell again close it; focus goes into the panel on open and back to the bell.
 * Live events (use-live-notifications.ts) toast and refresh it; window
 * focus and a slow poll cover a socket that is down.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  // The shared realtime connection (local hub or Ably) toasts each event; the bell refetches, also after a reconnect.
  useLiveNotifications(() => void invalidateNotifications(utils), () => void invalidateNotifications(utils));
  const unread = trpc.notifications.unreadCount.useQuery(undefined, { refetchInterval: POLL_MS, refetchOnWindowFocus: true, staleTime: 5_000 });
  const list = trpc.notifications.list.useQuery(undefined, { enabled: open, refetchOnWindowFocus: true, staleTime: 5_000 });
  const markRead = trpc.notifications.markRead.useMutation({ onSettled: () => invalidateNotifications(utils) });
  const markAll = trpc.notifications.markAllRead.useMutation({ onSettled: () => invalidateNotifications(utils) });
  const count = unread.data?.count ?? 0;

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

  const read = (n: NotificationView) => {
    if (n.isRead) return;
    // Shown read at once; the refetch after the call settles says what the server holds.
    utils.notifications.list.setData(undefined, (rows) => rows?.map((r) => (r.id === n.id ? { ...r, isRead: true } : r)));
    utils.notifications.unreadCount.setData(undefined, (c) => (c ? { count: Math.max(0, c.count - 1) } : c));
    markRead.mutate({ id: n.id });
  };

  // A notification about a post opens it on the feed (/feed?post=…), read or not; a live's opens the dashboard's 'Assistir'; a new follower's, their profile.
  const follow = (n: NotificationView) => {
    read(n);
    if (n.type === 'follow' && n.fromUser) {
      close(false);
      void navigate({ to: '/membro/$username', params: { username: n.fromUser.username } });
      return;
    }
    if (n.type === 'live') {
      close(false);
      void navigate({ to: '/dashboard' });
      return;
    }
    if (!n.postId) return;
    close(false);
    void navigate({ to: '/feed', search: { post: n.postId } });
  };

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
          <NotificationList loading={list.isPending} failed={list.isError} rows={list.data} onRead={follow} onProfile={(n) => (read(n), close(false))} />
        </div>
      )}
    </div>
  );
}

function NotificationList({
  loading,
  failed,
  rows,
  onRead,
  onProfile,
}: {
  loading: boolean;
  failed: boolean;
  rows: NotificationView[] | undefined;
  onRead: (n: NotificationView) => void;
  onProfile: (n: NotificationView) => void;
}) {
  if (loading) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-neutral-400">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Carregando notificações…
      </p>
    );
  }
  if (failed) return <p className="px-4 py-8 text-center text-sm text-neutral-400">Não foi possível carregar as notificações. Tente novamente.</p>;
  if (!rows?.length) return <p className="px-4 py-8 text-center text-sm text-neutral-400">Nenhuma notificação</p>;
  return (
    <ul aria-label={`As ${NOTIFICATIONS_SHOWN} mais recentes`} className="overflow-y-auto">
      {rows.map((n) => (
        <li key={n.id} className="flex items-start border-b border-white/5 last:border-b-0">
          {n.fromUser && <SenderLink sender={n.fromUser} onOpen={() => onProfile(n)} />}
          <button
            type="button"
            onClick={() => onRead(n)}
            className={cn('flex min-w-0 flex-1 items-start gap-3 px-4 py-3 text-left hover:bg-neutral-800 focus-visible:bg-neutral-800 focus-visible:outline-none', !n.isRead && 'bg-neutral-800/40')}
          >
            <span aria-hidden className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.isRead ? 'bg-transparent' : 'bg-brand-400')} />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-bold">
                {n.title}
                {!n.isRead && <span className="sr-only"> (não lida)</span>}
              </span>
              <span className="block text-sm text-neutral-300">{n.message}</span>
              <time dateTime={n.createdAt} className="block text-xs text-neutral-400">
                {formatRelative(n.createdAt)}
              </time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The sender's avatar, a link to their profile (the row's button opens what the notification is about). */
function SenderLink({ sender, onOpen }: { sender: NonNullable<NotificationView['fromUser']>; onOpen: () => void }) {
  return (
    <Link
      to="/membro/$username"
      params={{ username: sender.username }}
      onClick={onOpen}
      aria-label={`Ver perfil de ${sender.displayName}`}
      className="ml-3 mt-3 shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
    >
      {sender.avatarUrl ? (
        <img src={sender.avatarUrl} alt="" className="size-9 rounded-full object-cover" />
      ) : (
        <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-neutral-800 font-display font-black uppercase text-brand-400">
          {sender.displayName.slice(0, 1)}
        </span>
      )}
    </Link>
  );
}
