import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import type { MessageView, ReplyQuote } from '../../../worker/contracts/messages';
import { LinkedText } from '../../components/linked-text';
import { REACTIONS } from '../../components/reactions';
import { cn } from '../../components/ui/cn';
import { formatDateTime } from '../../lib/format';
import { MessageImage } from './message-image';
import { MessageMenu, type MessageActions } from './message-menu';
import { RemovedMessage } from './report-controls';

const LONG_PRESS_MS = 450;
const SWIPE_PX = 64;

interface Props {
  message: MessageView;
  userId: string;
  /** Sender's name above the text (groups, and a member who deleted the account). */
  senderLabel: string | null;
  names: Map<string, string>;
  seen: boolean;
  highlighted: boolean;
  actions: MessageActions;
  onJump: (messageId: string) => void;
}

/** What a quote or a list row says of a message without text. */
export const messageSummary = (m: { content: string; messageType: MessageView['messageType'] }) =>
  m.content || (m.messageType === 'audio' ? 'Mensagem de voz' : m.messageType === 'image' ? 'Imagem' : '');

/**
 * One message as WhatsApp shows it: the quote it answers (a tap goes to it), the text, image or
 * voice, the time, its reactions under the bubble and 'Visto' under the last one the other read.
 * On phones a long press opens the menu and a swipe to the right answers it; on desktop the menu
 * button shows on hover.
 */
export function MessageBubble({ message: m, userId, senderLabel, names, seen, highlighted, actions, onJump }: Props) {
  const mine = m.senderId === userId;
  const [menuOpen, setMenuOpen] = useState(false);
  const [dx, setDx] = useState(0);
  const press = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> | undefined } | null>(null);
  const reactions = m.reactions ?? [];
  const myReaction = reactions.find((r) => r.userId === userId)?.reaction;

  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' || m.removed) return;
    press.current = { x: e.clientX, y: e.clientY, timer: setTimeout(() => setMenuOpen(true), LONG_PRESS_MS) };
  };
  const onPointerMove = (e: PointerEvent) => {
    const p = press.current;
    if (!p) return;
    const moved = e.clientX - p.x;
    if (Math.abs(moved) > 8 || Math.abs(e.clientY - p.y) > 8) clearTimeout(p.timer);
    if (Math.abs(e.clientY - p.y) < 24) setDx(Math.max(0, Math.min(moved, SWIPE_PX + 16)));
  };
  const onPointerEnd = () => {
    const p = press.current;
    if (!p) return;
    clearTimeout(p.timer);
    press.current = null;
    if (dx >= SWIPE_PX) actions.reply(m);
    setDx(0);
  };

  return (
    <div id={`msg-${m.id}`} className={cn('group flex flex-col', mine ? 'items-end' : 'items-start')}>
      <div className={cn('relative flex max-w-[85%] items-start gap-1 md:max-w-[70%]', mine && 'flex-row-reverse')}>
        <div
          data-testid="message"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onContextMenu={(e) => {
            if (!m.removed && window.matchMedia('(pointer: coarse)').matches) e.preventDefault();
          }}
          style={{ '--swipe': `${dx}px` } as CSSProperties}
          className={cn(
            'relative min-w-0 translate-x-(--swipe) touch-pan-y select-text rounded-2xl px-3 py-2 transition-[background-color,box-shadow] duration-500',
            mine ? 'rounded-br-md bg-brand-400 text-neutral-950' : 'rounded-bl-md bg-neutral-800 text-neutral-50',
            highlighted && 'ring-4 ring-sky-400/70',
            reactions.length > 0 && 'mb-3',
          )}
        >
          {senderLabel && <p className="text-xs font-bold text-brand-400">{senderLabel}</p>}
          {m.replyTo && <Quote quote={m.replyTo} mine={mine} name={quoteName(m.replyTo, userId, names)} onJump={onJump} />}
          {m.removed && <RemovedMessage />}
          {m.imageUrl && <MessageImage url={m.imageUrl} caption={m.content} />}
          {m.audioUrl && (
            // A member's recorded voice has no caption track to give.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <audio controls preload="metadata" src={m.audioUrl} className="h-10 w-60 max-w-full" aria-label="Mensagem de voz" />
          )}
          {m.content && <LinkedText text={m.content} className="whitespace-pre-wrap wrap-anywhere text-sm" />}
          <p className={cn('mt-0.5 text-right text-[0.65rem]', mine ? 'text-neutral-800' : 'text-neutral-400')}>
            {formatDateTime(m.createdAt)}
          </p>
          {reactions.length > 0 && <Reactions reactions={reactions} mine={mine} />}
        </div>
        {!m.removed && (
          <MessageMenu message={m} mine={mine} myReaction={myReaction} actions={actions} open={menuOpen} onOpenChange={setMenuOpen} />
        )}
      </div>
      {seen && (
        <p className="mt-0.5 px-1 text-[0.7rem] font-semibold text-neutral-400" data-testid="seen">
          Visto
        </p>
      )}
    </div>
  );
}

const quoteName = (q: ReplyQuote, userId: string, names: Map<string, string>) =>
  q.senderId === userId ? 'Você' : (names.get(q.senderId) ?? 'Membro');

function Quote({ quote, mine, name, onJump }: { quote: ReplyQuote; mine: boolean; name: string; onJump: (id: string) => void }) {
  const text = quote.gone ? 'Mensagem apagada' : messageSummary(quote);
  return (
    <button
      type="button"
      onClick={() => onJump(quote.id)}
      aria-label={`Resposta a ${name}: ${text}. Ir para a mensagem`}
      className={cn(
        'mb-1 block w-full min-w-32 rounded-lg border-l-4 px-2 py-1 text-left text-xs',
        mine ? 'border-neutral-900/60 bg-neutral-950/15' : 'border-brand-400 bg-neutral-950/40',
      )}
      data-testid="quote"
    >
      <span className={cn('block font-bold', mine ? 'text-neutral-900' : 'text-brand-400')}>{name}</span>
      <span className={cn('line-clamp-2 wrap-anywhere', quote.gone && 'italic')}>{text}</span>
    </button>
  );
}

function Reactions({ reactions, mine }: { reactions: NonNullable<MessageView['reactions']>; mine: boolean }) {
  const shown = REACTIONS.filter((r) => reactions.some((x) => x.reaction === r.type));
  const label = shown.map((r) => `${r.label} ${reactions.filter((x) => x.reaction === r.type).length}`).join(', ');
  return (
    <span
      role="img"
      aria-label={`Reações: ${label}`}
      data-testid="reactions"
      className={cn(
        'absolute -bottom-3 flex items-center gap-0.5 rounded-full border border-neutral-950 bg-neutral-800 px-1.5 py-0.5 text-xs text-neutral-200 shadow',
        mine ? 'right-3' : 'left-3',
      )}
    >
      {shown.map((r) => (
        <span key={r.type} className={r.on}>
          {r.small}
        </span>
      ))}
      {reactions.length > 1 && <span className="ml-0.5 font-semibold">{reactions.length}</span>}
    </span>
  );
}
