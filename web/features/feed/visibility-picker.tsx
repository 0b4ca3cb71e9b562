import { Lock } from 'lucide-react';
import { POST_VISIBILITIES, type PostVisibility } from '../../../worker/contracts/feed';
import { cn } from '../../components/ui/cn';

const LABELS: Record<PostVisibility, string> = { all: 'Todos', prata: 'Prata e Ouro', ouro: 'Só Ouro' };

/** 'Visível para' in the artist's composer: Todos, Prata e Ouro, Só Ouro. */
export function VisibilityPicker({ value, onChange }: { value: PostVisibility; onChange: (v: PostVisibility) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Visível para</legend>
      <span aria-hidden className="inline-flex items-center gap-1 text-sm font-semibold text-neutral-300">
        <Lock className="size-4" />
        Visível para
      </span>
      {POST_VISIBILITIES.map((v) => (
        <label
          key={v}
          className={cn(
            'inline-flex min-h-9 cursor-pointer items-center rounded-full border px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400',
            value === v ? 'border-brand-400 bg-brand-400 text-neutral-950' : 'border-white/20 text-neutral-300 hover:border-white/40',
          )}
        >
          <input type="radio" name="visibility" value={v} checked={value === v} onChange={() => onChange(v)} className="sr-only" />
          {LABELS[v]}
        </label>
      ))}
    </fieldset>
  );
}
