import { Link } from '@tanstack/react-router';
import { ArrowRight } from '../../components/icons/landing-icons';
import { TIMELINE } from './landing-content';

/** History timeline. */
export function HistorySection() {
  return (
    <section aria-labelledby="historia-titulo" className="border-t border-white/10 bg-neutral-900/40">
      <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        <p className="text-xs font-bold uppercase tracking-[0.25em] text-pink-300">Trajetória</p>
        <h2 id="historia-titulo" className="mt-2 font-display font-black text-3xl uppercase sm:text-4xl">
          Da quebrada para o Brasil
        </h2>
        <ol className="mt-10 grid gap-8 border-l-2 border-brand-400/40 pl-6 md:grid-cols-5 md:gap-6 md:border-t-2 md:border-l-0 md:pt-8 md:pl-0">
          {TIMELINE.map((item) => (
            <li key={item.year} className="relative">
              <span
                className="absolute top-1.5 -left-[1.95rem] size-3.5 rounded-full bg-brand-400 ring-4 ring-neutral-950 md:-top-[2.45rem] md:left-0"
                aria-hidden
              />
              <p className="font-display font-black text-2xl text-brand-400">{item.year}</p>
              <h3 className="mt-1 font-bold text-neutral-50">{item.title}</h3>
              <p className="mt-1 text-sm text-neutral-300">{item.text}</p>
            </li>
          ))}
        </ol>
        <Link
          to="/minha-historia"
          className="mt-10 inline-flex items-center gap-2 rounded font-bold text-brand-400 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-400"
        >
          Ler a história completa
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
