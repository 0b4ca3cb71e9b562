import { Check, ZoomIn } from '../../components/icons/landing-icons';
import type { PollOptionView } from '../../../worker/contracts/poll';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { formatShare, formatVotes, tallyMarks } from '../../../worker/contracts/poll-labels';
import { designSharePath, designSlugOf } from '../../../worker/contracts/share';
import { ShareButton } from '../../components/share-button';
import { designAnchor } from '../../lib/scroll';

/** What the card's button does: vote (no vote yet), change (voted elsewhere), nothing (closed, own card, loading). */
export type CardAction = 'vote' | 'change' | 'none';

export interface DesignCardProps {
  option: PollOptionView;
  showResults: boolean;
  mine: boolean;
  action: CardAction;
  onAction: () => void;
  onZoom: () => void;
}

export function DesignCard({ option, showResults, mine, action, onAction, onZoom }: DesignCardProps) {
  const titleId = `design-${option.id}`;
  return (
    <li
      id={designAnchor(designSlugOf(option.id))}
      aria-labelledby={titleId}
      className={cn(
        'relative flex scroll-mt-20 flex-col overflow-hidden rounded-2xl border bg-neutral-900 transition',
        mine ? 'border-brand-400 shadow-[0_0_32px_-8px] shadow-brand-400/60' : 'border-white/10',
      )}
    >
      <button
        type="button"
        onClick={onZoom}
        className="group relative block aspect-square w-full overflow-hidden bg-neutral-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-400"
        aria-label={`Ampliar a estampa ${option.name}`}
      >
        <img
          src={option.imageUrl}
          alt={`Design ${option.name}`}
          width={720}
          height={720}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition duration-300 group-hover:scale-105"
        />
        <span className="absolute right-2 bottom-2 rounded-full bg-black/60 p-1.5 text-white" aria-hidden data-js-only>
          <ZoomIn className="size-4" />
        </span>
      </button>
      {mine && (
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-400 px-2.5 py-1 text-xs font-black uppercase text-neutral-950 shadow">
          <Check className="size-3.5" aria-hidden />
          Seu Voto
        </span>
      )}
      <div className="absolute top-2 right-2" data-js-only>
        <ShareButton
          label={`Compartilhar a camiseta ${option.name}`}
          className="rounded-full bg-black/60 text-white hover:bg-black/80"
          share={() => ({
            title: `Camiseta ${option.name} — MC Mito`,
            text: `Vote na camiseta ${option.name} para ser a oficial do MC Mito!`,
            path: designSharePath(designSlugOf(option.id)),
          })}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 id={titleId} className="font-display text-sm leading-tight uppercase sm:text-base" data-tally={tallyMarks.name(option.id)}>
          {option.name}
        </h3>
        <p className="text-xs text-neutral-400 sm:text-sm" data-tally={tallyMarks.votes(option.id)}>
          {formatVotes(option.votes)}
        </p>
        {showResults && (
          <div className="flex items-center gap-2">
            <progress
              max={100}
              value={option.percent}
              aria-label={`${option.name}: ${formatShare(option.percent)} dos votos`}
              className={cn(
                'h-2.5 flex-1 appearance-none overflow-hidden rounded-full bg-neutral-800 [&::-webkit-progress-bar]:bg-neutral-800',
                mine
                  ? '[&::-moz-progress-bar]:bg-brand-400 [&::-webkit-progress-value]:bg-brand-400'
                  : '[&::-moz-progress-bar]:bg-funk-500 [&::-webkit-progress-value]:bg-funk-500',
              )}
            />
            <span className="w-12 text-right text-sm font-bold tabular-nums">{formatShare(option.percent)}</span>
          </div>
        )}
        <div className="mt-auto pt-1" data-js-only>
          {action === 'vote' && (
            <Button className="w-full" onClick={onAction}>
              Votar
            </Button>
          )}
          {action === 'change' && (
            <Button variant="secondary" className="w-full px-2 text-xs" onClick={onAction}>
              Mudar voto
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
