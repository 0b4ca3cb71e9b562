import { Link } from '@tanstack/react-router';
import { Headphones, Vote } from '../../components/icons/landing-icons';
import type { MouseEvent } from 'react';
import { POLL_ANCHOR, scrollToId } from '../../lib/scroll';
import { STREAMING_URL } from '../../lib/site';
import { CTA_OUTLINE, CTA_PRIMARY } from '../../components/ui/link-styles';

const SIZES = '(min-width: 768px) 36rem, 100vw';

/** Hero with the featured hit. Below the poll, so its picture loads lazily. */
export function HeroSection() {
  const toPoll = (e: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToId(POLL_ANCHOR)) e.preventDefault();
  };
  return (
    <section aria-labelledby="hit-titulo" className="relative isolate overflow-hidden">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,theme(colors.pink.500/18%),transparent_60%)]"
        aria-hidden
      />
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 md:grid-cols-2 md:gap-12 md:py-20">
        <picture className="block md:order-2">
          <source type="image/avif" srcSet="/images/hero-800.avif 800w, /images/hero-1600.avif 1600w" sizes={SIZES} />
          <source type="image/webp" srcSet="/images/hero-800.webp 800w, /images/hero-1600.webp 1600w" sizes={SIZES} />
          <img
            src="/images/hero-800.webp"
            width={1600}
            height={900}
            alt="Ilustração do MC Mito cantando no palco, entre luzes amarelas e rosas, com a galera de mãos para o alto"
            loading="lazy"
            decoding="async"
            className="aspect-video w-full rounded-3xl object-cover shadow-2xl shadow-black ring-1 ring-white/10"
          />
        </picture>
        <div className="flex flex-col gap-5 md:order-1">
          <p className="text-xs font-bold uppercase tracking-[0.25em] text-brand-400">O hit do momento</p>
          <h2 id="hit-titulo" className="font-display font-black text-5xl uppercase leading-[0.9] sm:text-6xl">
            Chora <span className="text-funk-500">Piranha</span>
          </h2>
          <p className="max-w-prose text-lg text-neutral-300">
            O refrão que tomou conta dos bailes, das quebradas e dos fones de todo o Brasil. É só soltar o som que a galera canta junto.
          </p>
          <div className="flex flex-wrap gap-3">
            <a href={STREAMING_URL} target="_blank" rel="noopener noreferrer" className={CTA_PRIMARY}>
              <Headphones className="size-4" aria-hidden />
              Ouvir agora
            </a>
            <Link to="/" hash={POLL_ANCHOR} onClick={toPoll} className={CTA_OUTLINE}>
              <Vote className="size-4" aria-hidden />
              Votar na camiseta
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
