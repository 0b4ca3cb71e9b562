import { ChevronDown, Copy, Flag, Reply, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DELETE_FOR_ALL_MS, type MessageReaction, type MessageView } from '../../../worker/contracts/messages';
import { REACTIONS } from '../../components/reactions';
import { ReportDialog, type ReportSubject } from '../../components/report-dialog';
import { cn } from '../../components/ui/cn';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';

const item =
  'flex min-h-11 w-full items-center gap-3 px-4 text-left text-sm text-neutral-100 hover:bg-neutral-800 focus-visible:bg-neutral-800 focus-visible:outline-none';

export interface MessageActions {
  reply: (m: MessageView) => void;
  react: (m: MessageView, reaction: MessageReaction) => void;
  remove: (m: MessageView, scope: 'me' | 'all') => Promise<unknown>;
}

interface Props {
  message: MessageView;
  mine: boolean;
  myReaction: MessageReaction | undefined;
  actions: MessageActions;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The one menu of a bubble: a reactions bar ('Reagir'), then 'Responder', 'Copiar', 'Denunciar'
 * (someone else's message) and 'Apagar para mim' / 'Apagar para todos' (own message, first 15
 * minutes). A real menu button (aria-haspopup, aria-expanded); arrows move, Escape closes and
 * gives focus back. Phones open it with a long press on the bubble (message-bubble.tsx).
 */
export function MessageMenu({ message, mine, myReaction, actions, open, onOpenChange }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [report, setReport] = useState<ReportSubject | null>(null);
  const [confirm, setConfirm] = useState<'me' | 'all' | null>(null);
  const [pending, setPending] = useState(false);
  // Read when the menu opens: whether 'Apagar para todos' is still offered (the server checks again).
  const [openedAt, setOpenedAt] = useState(0);

  useEffect(() => {
    if (!open) return;
    setOpenedAt(Date.now());
    menu.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
    const away = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open, onOpenChange]);

  const close = (refocus = true) => {
    onOpenChange(false);
    if (refocus) button.current?.focus();
  };
  const run = (work: () => void) => () => {
    close(false);
    work();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowRight') {
      e.preventDefault();
      items[(at + 1) % items.length]?.focus();
    } else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') {
      e.preventDefault();
      items[(at - 1 + items.length) % items.length]?.focus();
    } else if (e.key === 'Tab') close(false);
  };
  const canDeleteForAll = mine && openedAt - message.createdAt < DELETE_FOR_ALL_MS;
  const copy = () =>
    navigator.clipboard?.writeText(message.content).then(
      () => toast.success('Mensagem copiada'),
      () => toast.error('Não foi possível copiar'),
    );

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Ações da mensagem"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => onOpenChange(!open)}
        className={cn(
          'grid size-8 shrink-0 place-items-center self-center rounded-full text-neutral-400 hover:bg-neutral-800 hover:text-neutral-100 focus-visible:opacity-100',
          // Phones open it with a long press; the button stays for keyboards and screen readers, seen when focused.
          open ? 'opacity-100' : 'opacity-0 md:group-hover:opacity-100 max-md:pointer-events-none',
        )}
      >
        <ChevronDown className="size-4" aria-hidden />
      </button>
      {open && (
        <div
          ref={menu}
          role="menu"
          tabIndex={-1}
          aria-label="Ações da mensagem"
          onKeyDown={onKeyDown}
          className={cn(
            'absolute top-full z-30 mt-1 w-60 overflow-hidden rounded-xl border border-neutral-700 bg-neutral-900 py-1 shadow-2xl',
            mine ? 'right-0' : 'left-0',
          )}
        >
          <div role="group" aria-label="Reagir" className="flex justify-around border-b border-neutral-800 px-2 pb-1">
            {REACTIONS.map((r) => (
              <button
                key={r.type}
                type="button"
                role="menuitemradio"
                aria-checked={myReaction === r.type}
                aria-label={`Reagir: ${r.label}`}
                onClick={run(() => actions.react(message, r.type))}
                className={cn(
                  'grid size-11 place-items-center rounded-full hover:bg-neutral-800 focus-visible:bg-neutral-800 focus-visible:outline-none',
                  myReaction === r.type ? cn(r.on, 'bg-neutral-800') : 'text-neutral-300',
                )}
              >
                {r.icon}
              </button>
            ))}
          </div>
          <Item icon={<Reply className="size-4" aria-hidden />} onSelect={run(() => actions.reply(message))}>
            Responder
          </Item>
          {message.content && (
            <Item icon={<Copy className="size-4" aria-hidden />} onSelect={run(() => void copy())}>
              Copiar
            </Item>
          )}
          {!mine && (
            <Item
              icon={<Flag className="size-4" aria-hidden />}
              onSelect={run(() => setReport({ targetType: 'message', targetId: message.id, label: 'mensagem' }))}
            >
              Denunciar
            </Item>
          )}
          <Item icon={<Trash2 className="size-4" aria-hidden />} onSelect={run(() => setConfirm('me'))}>
            Apagar para mim
          </Item>
          {canDeleteForAll && (
            <Item icon={<Trash2 className="size-4 text-red-400" aria-hidden />} onSelect={run(() => setConfirm('all'))}>
              Apagar para todos
            </Item>
          )}
        </div>
      )}
      <ReportDialog subject={report} onClose={() => setReport(null)} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm === 'all' ? 'Apagar para todos?' : 'Apagar para mim?'}
        description={
          confirm === 'all' ? 'A mensagem some para todos na conversa.' : 'A mensagem some só para você; os outros continuam vendo.'
        }
        confirmLabel="Apagar"
        pending={pending}
        onConfirm={() => {
          if (!confirm) return;
          setPending(true);
          void actions.remove(message, confirm).finally(() => {
            setPending(false);
            setConfirm(null);
          });
        }}
      />
    </>
  );
}

function Item({ icon, children, onSelect }: { icon: ReactNode; children: ReactNode; onSelect: () => void }) {
  return (
    <button type="button" role="menuitem" className={item} onClick={onSelect}>
      {icon}
      {children}
    </button>
  );
}
