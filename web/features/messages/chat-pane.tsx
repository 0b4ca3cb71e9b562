import { ArrowLeft } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ConversationView, MessageView } from '../../../worker/contracts/messages';
import { cn } from '../../components/ui/cn';
import { formatRelative } from '../../lib/format';
import type { RealtimeConnection } from '../../lib/realtime/connection';
import { trpc } from '../../lib/trpc';
import { ErrorLine } from '../../components/ui/error-line';
import { BlockControl, BlockedNotice } from './block-control';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { addMessage, flattenPages } from './message-cache';
import { ReportMemberButton } from './report-controls';
import { useMessageActions } from './use-message-actions';
import { useTypingSignal } from './use-typing';

const POLL_MS = 5_000;

interface Props {
  conversation: ConversationView;
  userId: string;
  live: boolean;
  /** Who is connected to this conversation right now; undefined while unknown (no live socket). */
  present: string[] | undefined;
  /** Members typing in this conversation now ('digitando…'). */
  typing: string[];
  connection: RealtimeConnection | undefined;
  onBack: () => void;
}

export function ChatPane({ conversation, userId, live, present, typing, connection, onBack }: Props) {
  const utils = trpc.useUtils();
  const query = trpc.messages.list.useInfiniteQuery(
    { conversationId: conversation.id },
    { getNextPageParam: (last) => last.nextCursor, refetchInterval: live ? false : POLL_MS },
  );
  const messages = flattenPages(query.data?.pages);
  const scroller = useRef<HTMLDivElement>(null);
  const heightBefore = useRef(0);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;

  // Older page prepended: keep the same message under the reader's eyes.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && heightBefore.current) el.scrollTop += el.scrollHeight - heightBefore.current;
    heightBefore.current = 0;
  }, [firstId]);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);
  // The keyboard opening (or the composer growing) shrinks the list: a reader who was at the newest
  // message stays there instead of watching it slide under the input.
  const atBottom = useRef(true);
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Reading the chat clears its unread badge and its bell row (the server reads both).
  const markRead = trpc.messages.markRead.useMutation({
    onSuccess: () =>
      Promise.all([
        utils.messages.conversations.invalidate(),
        utils.messages.unreadCount.invalidate(),
        utils.notifications.unreadCount.invalidate(),
        utils.notifications.list.invalidate(),
      ]),
  });
  const markReadNow = markRead.mutate;
  useEffect(() => {
    if (lastId) markReadNow({ conversationId: conversation.id });
  }, [lastId, conversation.id, markReadNow]);

  const onScroll = () => {
    const el = scroller.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
    if (el && el.scrollTop < 48 && query.hasNextPage && !query.isFetchingNextPage) {
      heightBefore.current = el.scrollHeight;
      void query.fetchNextPage();
    }
  };

  const other = conversation.participants.find((p) => p.userId !== userId);
  const names = new Map(conversation.participants.map((p) => [p.userId, p.displayName]));
  const [replyTo, setReplyTo] = useState<MessageView | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const actions = useMessageActions(conversation.id, setReplyTo);
  const onTyping = useTypingSignal(connection, conversation.id);
  // 'Visto' goes under the member's last message the other had read by seenAt (null: receipts off on either side).
  const seenAt = conversation.seenAt;
  const seenId = seenAt ? [...messages].reverse().find((m) => m.senderId === userId && m.createdAt <= seenAt)?.id : undefined;

  // Tapping a quote: the answered message, loading older pages until it is there, scrolled to and lit up.
  const jumpTo = async (id: string) => {
    for (let i = 0; i < 10 && !document.getElementById(`msg-${id}`); i++) {
      if (!query.hasNextPage) break;
      await query.fetchNextPage();
    }
    const el = document.getElementById(`msg-${id}`);
    if (!el) return;
    atBottom.current = false;
    el.scrollIntoView({ block: 'center', behavior: 'smooth' });
    setHighlight(id);
    setTimeout(() => setHighlight((h) => (h === id ? null : h)), 1800);
  };
  const typingNames = typing.map((u) => names.get(u) ?? 'Alguém');
  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={`Conversa com ${conversation.title}`}>
      <div className="flex items-center gap-2 border-b border-neutral-800 px-3 py-2">
        <button
          type="button"
          onClick={onBack}
          className="rounded-full p-2 text-neutral-300 hover:bg-neutral-800 md:hidden"
          aria-label="Voltar para conversas"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </button>
        <div className="min-w-0">
          <h2 className="truncate font-bold text-neutral-50">{conversation.title}</h2>
          {typingNames.length > 0 && !conversation.blocked ? (
            <p className="text-xs font-semibold text-brand-400" data-testid="typing">
              {conversation.isGroup ? `${typingNames.join(', ')} ${typingNames.length > 1 ? 'estão' : 'está'} digitando…` : 'digitando…'}
            </p>
          ) : (
            !conversation.isGroup &&
            !conversation.blocked &&
            present &&
            other && <OnlineStatus online={present.includes(other.userId)} lastSeenAt={other.lastSeenAt} />
          )}
        </div>
        {!conversation.isGroup && other && <BlockControl conversation={conversation} other={other} />}
        {!conversation.isGroup && other && <ReportMemberButton member={other} />}
      </div>
      <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 space-y-2 overflow-y-auto p-4" role="log" aria-live="polite">
        {query.isFetchingNextPage && <p className="text-center text-xs text-neutral-500">Carregando mensagens anteriores…</p>}
        {query.isError && (
          <ErrorLine className="text-center text-sm text-red-400" error={query.error} fallback="Erro ao carregar mensagens" />
        )}
        {messages.map((m) => (
          <MessageBubble
            key={m.id}
            message={m}
            userId={userId}
            senderLabel={
              (conversation.isGroup || m.senderName) && m.senderId !== userId ? (names.get(m.senderId) ?? m.senderName ?? 'Membro') : null
            }
            names={names}
            seen={m.id === seenId}
            highlighted={m.id === highlight}
            actions={actions}
            onJump={(id) => void jumpTo(id)}
          />
        ))}
      </div>
      {conversation.blocked ? (
        <BlockedNotice blocked={conversation.blocked} />
      ) : (
        <Composer
          conversationId={conversation.id}
          replyTo={
            replyTo ? { message: replyTo, name: replyTo.senderId === userId ? 'você' : (names.get(replyTo.senderId) ?? 'Membro') } : null
          }
          onCancelReply={() => setReplyTo(null)}
          onSent={(m) => addMessage(utils, m)}
          onTyping={onTyping}
        />
      )}
    </section>
  );
}

function OnlineStatus({ online, lastSeenAt }: { online: boolean; lastSeenAt: number | null }) {
  return (
    <p className="flex items-center gap-1.5 text-xs text-neutral-400" data-testid="presence">
      <span className={cn('size-2 rounded-full', online ? 'bg-green-400' : 'bg-neutral-600')} aria-hidden />
      {online ? 'Online' : 'Offline'}
      {!online && lastSeenAt && <span>· visto por último {formatRelative(lastSeenAt)}</span>}
    </p>
  );
}
