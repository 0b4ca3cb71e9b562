import { MessageSquarePlus, Search } from 'lucide-react';
import { useState } from 'react';
import type { ConversationView } from '../../../worker/contracts/messages';
import { cn } from '../../components/ui/cn';
import { formatRelative } from '../../lib/format';
import { messageSummary } from './message-bubble';

interface Props {
  conversations: ConversationView[];
  selectedId: string | null;
  /** Conversation id → members typing there now: the row says 'digitando…' instead of the last message. */
  typing: Record<string, string[]>;
  onSelect: (id: string) => void;
  onNew: () => void;
}

export function ConversationList({ conversations, selectedId, typing, onSelect, onNew }: Props) {
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  // The artist's inbox (the server marks its conversations) lists Ouro members' conversations apart.
  const split = conversations.some((c) => c.ouro !== undefined);
  const shown = q
    ? conversations.filter((c) => c.title.toLowerCase().includes(q) || c.participants.some((p) => p.username.toLowerCase().includes(q)))
    : conversations;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="space-y-2 border-b border-neutral-800 p-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-bold uppercase tracking-wide text-neutral-400">Conversas</h2>
          <button
            type="button"
            onClick={onNew}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-brand-400 px-3 text-sm font-bold text-neutral-950 hover:bg-brand-500"
          >
            <MessageSquarePlus className="size-4" aria-hidden />
            Nova conversa
          </button>
        </div>
        <label className="relative block">
          <span className="sr-only">Buscar conversas</span>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500" aria-hidden />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Buscar conversas..."
            className="min-h-11 w-full rounded-lg border border-neutral-800 bg-neutral-950 pl-9 pr-3 text-sm text-neutral-50 placeholder:text-neutral-500 focus:border-brand-400 focus:outline-2 focus:outline-offset-2 focus:outline-brand-400"
          />
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="p-6 text-center text-sm text-neutral-400">
          {conversations.length === 0 ? 'Nenhuma conversa ainda.' : 'Nenhuma conversa encontrada.'}
        </p>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto">
          {split ? (
            <>
              <Section title="Ouro" items={shown.filter((c) => c.ouro)} selectedId={selectedId} typing={typing} onSelect={onSelect} />
              <Section title="Outras" items={shown.filter((c) => !c.ouro)} selectedId={selectedId} typing={typing} onSelect={onSelect} />
            </>
          ) : (
            <Rows label="Conversas" items={shown} selectedId={selectedId} typing={typing} onSelect={onSelect} />
          )}
        </div>
      )}
    </div>
  );
}

type RowsProps = { items: ConversationView[]; selectedId: string | null; typing: Record<string, string[]>; onSelect: (id: string) => void };

function Section({ title, ...rows }: RowsProps & { title: string }) {
  return (
    <section aria-label={title}>
      <h3 className="sticky top-0 z-10 border-b border-neutral-800 bg-neutral-950 px-4 py-2 text-xs font-black uppercase tracking-widest text-brand-400">
        {title} <span className="text-neutral-400">({rows.items.length})</span>
      </h3>
      {rows.items.length === 0 ? (
        <p className="px-4 py-3 text-sm text-neutral-400">Nenhuma conversa.</p>
      ) : (
        <Rows label={`Conversas ${title}`} {...rows} />
      )}
    </section>
  );
}

function Rows({ label, items, selectedId, typing, onSelect }: RowsProps & { label: string }) {
  return (
    <ul aria-label={label}>
      {items.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            onClick={() => onSelect(c.id)}
            aria-current={c.id === selectedId ? 'true' : undefined}
            className={cn(
              'flex w-full items-start gap-3 border-b border-neutral-900 px-4 py-3 text-left hover:bg-neutral-900',
              c.id === selectedId && 'bg-neutral-900',
            )}
          >
            <span
              className="grid size-10 shrink-0 place-items-center rounded-full bg-neutral-800 text-sm font-black uppercase text-brand-400"
              aria-hidden
            >
              {c.title.slice(0, 1)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate font-bold text-neutral-50">{c.title}</span>
                <span className="shrink-0 text-xs text-neutral-400">{formatRelative(c.lastActivityAt)}</span>
              </span>
              <span className="flex items-center justify-between gap-2">
                {(typing[c.id]?.length ?? 0) > 0 && !c.blocked ? (
                  <span className="truncate text-sm font-semibold text-brand-400">digitando…</span>
                ) : (
                  <span className="truncate text-sm text-neutral-400">
                    {c.lastMessage ? messageSummary(c.lastMessage) || 'Mensagem' : 'Sem mensagens'}
                  </span>
                )}
                {c.unread > 0 && (
                  <span
                    className="shrink-0 rounded-full bg-brand-400 px-2 py-0.5 text-xs font-black text-neutral-950"
                    aria-label={`${c.unread} não lidas`}
                  >
                    {c.unread}
                  </span>
                )}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
