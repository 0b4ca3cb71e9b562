import { Link } from '@tanstack/react-router';
import { ArrowLeft, Settings } from 'lucide-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import { SignOutButton } from '../../components/sign-out-button';
import { trpc } from '../../lib/trpc';
import { ErrorLine } from '../../components/ui/error-line';
import { useVisibleHeight } from '../../lib/use-visible-height';
import { ArtistChatCard } from './artist-chat-card';
import { ChatPane } from './chat-pane';
import { ConversationList } from './conversation-list';
import { NewConversationDialog } from './new-conversation-dialog';
import { useLiveMessages } from './use-live-messages';
import { useOpenChat } from './use-open-chat';

const POLL_MS = 5_000;
const linkClass = 'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-bold text-neutral-200 hover:bg-neutral-800';

/**
 * /messages: the list and the open chat side by side; on a phone one at a time. Fills the screen
 * between the site header and the phone's tab bar; on a phone an open chat takes the whole visible screen (the site's and the
 * page's headers step aside) and shrinks with the keyboard, so the newest message stays above the input.
 */
export function MessagesPage({ bell }: { bell?: ReactNode } = {}) {
  const me = trpc.auth.me.useQuery();
  const userId = me.data?.userId;
  const { openId: selectedId, open: setSelectedId, close } = useOpenChat();
  const visibleHeight = useVisibleHeight();
  const [creating, setCreating] = useState(false);
  const [liveFlag, setLiveFlag] = useState(false);
  const list = trpc.messages.conversations.useQuery(undefined, { refetchInterval: liveFlag ? false : POLL_MS });
  const conversations = list.data ?? [];
  const { live, present, unavailable, typing, connection } = useLiveMessages(
    userId,
    conversations.map((c) => c.id),
  );
  if (live !== liveFlag) setLiveFlag(live);
  const selected = conversations.find((c) => c.id === selectedId) ?? null;

  return (
    <div
      className={cn(
        'mx-auto flex h-[calc(100dvh-var(--app-top)-var(--app-bottom))] max-w-6xl flex-col bg-neutral-950 text-neutral-50',
        selected && 'max-md:fixed max-md:inset-x-0 max-md:top-0 max-md:z-[45] max-md:h-(--chat-height)',
      )}
      style={{ '--chat-height': visibleHeight ? `${visibleHeight}px` : '100dvh' } as CSSProperties}
      data-realtime={live ? 'live' : 'polling'}
    >
      <header
        className={cn(
          'flex items-center justify-between gap-1 border-b border-neutral-800 px-2 py-2 sm:gap-2 sm:px-4',
          selected && 'max-md:hidden',
        )}
      >
        {/* On a phone the tab bar has the way back to the feed, the notifications and the profile. */}
        <Link to="/feed" className={cn(linkClass, 'max-md:hidden')} aria-label="Voltar ao feed">
          <ArrowLeft className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Feed</span>
        </Link>
        <h1 className="min-w-0 truncate font-display text-lg font-black uppercase">Mensagens</h1>
        <nav className="flex items-center gap-1 max-md:hidden" aria-label="Conta">
          {bell}
          <Link to="/dashboard" className={linkClass} aria-label="Configurações" title="Configurações">
            <Settings className="size-4" aria-hidden />
            <span className="hidden sm:inline">Configurações</span>
          </Link>
          <SignOutButton />
        </nav>
      </header>
      {unavailable && (
        <p role="status" className="border-b border-amber-900 bg-amber-950 px-3 py-2 text-center text-xs text-amber-200">
          Atualização ao vivo indisponível: as conversas são atualizadas a cada 5 segundos.
        </p>
      )}
      {list.isError && (
        <ErrorLine className="p-3 text-center text-sm text-red-400" error={list.error} fallback="Erro ao carregar conversas" />
      )}
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] md:grid-cols-[20rem_minmax(0,1fr)]">
        <aside className={cn('min-h-0 min-w-0 flex-col border-neutral-800 md:flex md:border-r', selected ? 'hidden' : 'flex')}>
          <ArtistChatCard compact onStarted={setSelectedId} />
          <div className="min-h-0 flex-1">
            <ConversationList
              conversations={conversations}
              selectedId={selectedId}
              typing={typing}
              onSelect={setSelectedId}
              onNew={() => setCreating(true)}
            />
          </div>
        </aside>
        <div className={cn('min-h-0 min-w-0', selected ? 'block' : 'hidden md:block')}>
          {selected && userId ? (
            <ChatPane
              key={selected.id}
              conversation={selected}
              userId={userId}
              live={live}
              present={present[selected.id]}
              typing={typing[selected.id] ?? []}
              connection={connection}
              onBack={close}
            />
          ) : (
            <p className="grid h-full place-items-center p-6 text-neutral-500">Selecione uma conversa</p>
          )}
        </div>
      </div>
      <NewConversationDialog open={creating} onOpenChange={setCreating} onStarted={setSelectedId} />
    </div>
  );
}
