import { ArrowLeft, Send } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ConversationView, MessageView } from '../../../worker/contracts/messages';
import { LinkedText } from '../../components/linked-text';
import { cn } from '../../components/ui/cn';
import { keepToastsAbove } from '../../components/ui/toast-clearance';
import { formatDateTime, formatRelative } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { ErrorLine } from '../../components/ui/error-line';
import { enterToSend } from '../../lib/enter-to-send';
import { BlockControl, BlockedNotice } from './block-control';
import { addMessage, flattenPages } from './message-cache';
import { ImageAttachButton, MessageImage } from './message-image';
import { RemovedMessage, ReportMemberButton, ReportMessageButton } from './report-controls';
import type { ErrorText } from '../../../worker/contracts/errors';

const SEND_FAILED: ErrorText<'MESSAGE_SEND_FAILED'> = 'Erro ao enviar mensagem';

const POLL_MS = 5_000;

interface Props {
  conversation: ConversationView;
  userId: string;
  live: boolean;
  /** Who is connected to this conversation right now; undefined while unknown (no live socket). */
  present: string[] | undefined;
  onBack: () => void;
}

export function ChatPane({ conversation, userId, live, present, onBack }: Props) {
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
          {!conversation.isGroup && !conversation.blocked && present && other && (
            <OnlineStatus online={present.includes(other.userId)} lastSeenAt={other.lastSeenAt} />
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
        {messages.map((m) => {
          const mine = m.senderId === userId;
          return (
            <div key={m.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
              <div
                data-testid="message"
                className={cn(
                  'max-w-[70%] rounded-2xl px-3 py-2',
                  mine ? 'bg-brand-400 text-neutral-950' : 'bg-neutral-800 text-neutral-50',
                )}
              >
                {(conversation.isGroup || m.senderName) && !mine && (
                  <p className="text-xs font-bold text-brand-400">{names.get(m.senderId) ?? m.senderName ?? 'Membro'}</p>
                )}
                {m.removed && <RemovedMessage />}
                {m.imageUrl && <MessageImage url={m.imageUrl} caption={m.content} />}
                {m.content && <LinkedText text={m.content} className="whitespace-pre-wrap wrap-anywhere text-sm" />}
                <p className={cn('mt-0.5 text-right text-[0.65rem]', mine ? 'text-neutral-800' : 'text-neutral-400')}>
                  {formatDateTime(m.createdAt)}
                </p>
                {!mine && !m.removed && <ReportMessageButton messageId={m.id} />}
              </div>
            </div>
          );
        })}
      </div>
      {conversation.blocked ? (
        <BlockedNotice blocked={conversation.blocked} />
      ) : (
        <Composer conversationId={conversation.id} onSent={(m) => addMessage(utils, m)} />
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

function Composer({ conversationId, onSent }: { conversationId: string; onSent: (m: MessageView) => void }) {
  const utils = trpc.useUtils();
  const [text, setText] = useState('');
  // A ref, not state: two Enter presses in one frame must not both pass the check.
  const sending = useRef(false);
  const send = trpc.messages.send.useMutation({ meta: { errorToast: SEND_FAILED, errorDescription: 'Tente novamente.' } });
  // Toasts stay above the input while the chat is open, never over what is being typed.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => keepToastsAbove(() => form.current), []);
  const submit = async () => {
    const content = text.trim();
    if (!content || sending.current) return;
    sending.current = true;
    try {
      const message = await send.mutateAsync({ conversationId, content });
      setText('');
      onSent(message);
      void utils.messages.conversations.invalidate();
    } catch {
      // The mutation's meta told the failure. A block made meanwhile: the list refetch swaps the composer for the notice.
      void utils.messages.conversations.invalidate();
    } finally {
      sending.current = false;
    }
  };
  const onKeyDown = enterToSend(() => void submit());
  return (
    <form
      ref={form}
      className="flex items-end gap-2 border-t border-neutral-800 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <ImageAttachButton
        conversationId={conversationId}
        onSent={(m) => {
          onSent(m);
          void utils.messages.conversations.invalidate();
        }}
      />
      <label className="flex-1">
        <span className="sr-only">Mensagem</span>
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={2000}
          placeholder="Digite sua mensagem..."
          className="max-h-32 min-h-11 w-full resize-none rounded-lg border border-neutral-800 bg-neutral-950 px-3 py-2.5 text-sm text-neutral-50 placeholder:text-neutral-500 focus:border-brand-400 focus:outline-none"
        />
      </label>
      <button
        type="submit"
        disabled={send.isPending || !text.trim()}
        className="grid size-11 place-items-center rounded-lg bg-brand-400 text-neutral-950 hover:bg-brand-500 disabled:opacity-50"
        aria-label="Enviar mensagem"
      >
        <Send className="size-5" aria-hidden />
      </button>
    </form>
  );
}
