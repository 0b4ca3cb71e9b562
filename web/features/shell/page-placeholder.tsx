import { Link } from '@tanstack/react-router';
import { Hammer } from 'lucide-react';
import { POLL_ANCHOR } from '../../lib/scroll';

export interface PagePlaceholderProps {
  title: string;
  /** What the page will offer, in one sentence. */
  description: string;
}

/** Honest stand-in for a page that is still being built. */
export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-2xl flex-col items-start justify-center gap-5 px-4 py-16">
      <span className="inline-flex items-center gap-2 rounded-full border border-funk-500/40 bg-funk-500/10 px-3 py-1 text-xs font-bold uppercase tracking-widest text-pink-300">
        <Hammer className="size-3.5" aria-hidden />
        Em breve
      </span>
      <h1 className="font-display font-black text-3xl uppercase sm:text-4xl">{title}</h1>
      <p className="text-lg text-neutral-300">{description}</p>
      <p className="text-neutral-400">Estamos preparando esta página. Enquanto isso, a votação da camiseta oficial está aberta!</p>
      <div className="flex flex-wrap gap-3">
        <Link
          to="/"
          hash={POLL_ANCHOR}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-400 px-5 text-sm font-bold uppercase tracking-wide text-neutral-950 hover:bg-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        >
          Votar na camiseta
        </Link>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-lg bg-neutral-800 px-5 text-sm font-bold uppercase tracking-wide text-neutral-50 hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-400"
        >
          Voltar ao início
        </Link>
      </div>
    </section>
  );
}
