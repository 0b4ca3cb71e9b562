import { useNavigate } from '@tanstack/react-router';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { SEARCH_QUERY_MAX } from '../../../worker/contracts/search';
import { cn } from '../../components/ui/cn';

/**
 * 'Buscar' above the feed: the text goes to the URL (?busca=…), so Back returns to the feed and a
 * search can be shared. On a phone it opens from the icon (or is open: `expanded`, the 'Buscar' tab's
 * screen); from sm up the box is always there.
 */
export function SearchBox({ current, expanded = false }: { current?: string; expanded?: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(Boolean(current) || expanded);
  const [text, setText] = useState(current ?? '');
  const submit = () => {
    const q = text.trim();
    if (q) void navigate({ to: '/feed', search: { busca: q } });
  };
  return (
    <div className="flex items-center justify-end gap-2">
      {!open && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded={false}
          aria-controls="busca-do-feed"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-bold uppercase tracking-wide text-neutral-200 hover:bg-neutral-800 sm:hidden"
        >
          <Search className="size-4" aria-hidden />
          Buscar
        </button>
      )}
      <form
        id="busca-do-feed"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className={cn('min-w-0 flex-1 items-center gap-2', open ? 'flex' : 'hidden sm:flex')}
      >
        <label htmlFor="busca-texto" className="sr-only">
          Buscar
        </label>
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500" aria-hidden />
          <input
            id="busca-texto"
            type="search"
            enterKeyHint="search"
            value={text}
            maxLength={SEARCH_QUERY_MAX}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- on a phone the field opens from the search button: the person asked to type. Not on the 'Buscar' tab's screen (`expanded`), where the keyboard waits for a tap.
            autoFocus={open && !current && !expanded}
            onChange={(e) => setText(e.target.value)}
            placeholder="Buscar posts, @membros e #tags"
            className="min-h-11 w-full rounded-lg border border-white/10 bg-neutral-900 pr-3 pl-9 text-neutral-50 placeholder:text-neutral-500 focus:border-brand-400 focus:outline-2 focus:outline-offset-2 focus:outline-brand-400"
          />
        </div>
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-lg bg-brand-400 px-4 text-sm font-bold text-neutral-950 hover:bg-brand-300"
        >
          Buscar
        </button>
        {current && (
          <button
            type="button"
            aria-label="Fechar a busca"
            onClick={() => {
              setText('');
              setOpen(false);
              void navigate({ to: '/feed', search: {} });
            }}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-neutral-300 hover:bg-neutral-800"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </form>
    </div>
  );
}
