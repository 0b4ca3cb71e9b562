import { Clock, ExternalLink, Music2 } from '../../components/icons/landing-icons';
import { STREAMING_URL } from '../../lib/site';
import { SINGLE } from './landing-content';
import { CTA_PINK } from '../../components/ui/link-styles';

const BARS = [40, 70, 55, 90, 65, 100, 75, 50, 85, 60, 95, 45, 70, 80, 55, 35, 65, 90, 50, 70, 40, 60, 85, 55];

/** Single-release promo: the streaming link and the 1 min 58 s single. */
export function ReleaseSection() {
  return (
    <section
      aria-labelledby="lancamento-titulo"
      className="relative overflow-hidden border-y border-white/10 bg-gradient-to-br from-funk-500/20 via-neutral-950 to-neutral-950"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 md:grid-cols-[minmax(0,20rem)_1fr] md:items-center md:gap-12 md:py-20">
        <img
          src={SINGLE.cover.src}
          width={SINGLE.cover.width}
          height={SINGLE.cover.height}
          alt="Capa do single Chora Piranha: um coração amarelo partido, com lágrimas, sobre fundo rosa"
          loading="lazy"
          decoding="async"
          className="mx-auto aspect-square w-full max-w-72 rounded-2xl shadow-2xl shadow-funk-500/25 ring-1 ring-white/10 md:mx-0 md:max-w-none"
        />
        <div className="flex flex-col gap-5">
          <p className="inline-flex items-center gap-2 text-xs font-bold uppercase tracking-[0.25em] text-pink-300">
            <Music2 className="size-4" aria-hidden />
            Lançamento · Single
          </p>
          <h2 id="lancamento-titulo" className="font-display font-black text-4xl uppercase leading-none sm:text-5xl">
            {SINGLE.title}
          </h2>
          <p className="inline-flex items-center gap-2 text-lg text-neutral-200">
            <Clock className="size-5 text-brand-400" aria-hidden />
            <span>
              Single de <time dateTime={SINGLE.isoDuration}>{SINGLE.duration}</time>
            </span>
          </p>
          <div className="flex h-12 max-w-md items-end gap-1" aria-hidden>
            {BARS.map((h, i) => (
              <span key={i} className={`w-full rounded-sm ${i % 3 === 0 ? 'bg-brand-400' : 'bg-funk-500/80'} ${barHeight(h)}`} />
            ))}
          </div>
          <p className="max-w-prose text-neutral-300">
            Menos de dois minutos de pancadão do começo ao fim. Dá o play, aumenta o volume e canta o refrão junto com o Mito.
          </p>
          <a href={STREAMING_URL} target="_blank" rel="noopener noreferrer" className={`${CTA_PINK} self-start`}>
            Ouvir no streaming
            <ExternalLink className="size-4" aria-hidden />
          </a>
        </div>
      </div>
    </section>
  );
}

/** Static Tailwind classes (no inline styles): bar heights in steps of a quarter. */
function barHeight(pct: number): string {
  if (pct >= 90) return 'h-full';
  if (pct >= 70) return 'h-3/4';
  if (pct >= 50) return 'h-1/2';
  return 'h-1/4';
}
