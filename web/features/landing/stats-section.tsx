import { STATS } from './landing-content';

/** Static performance stats (display only). */
export function StatsSection() {
  return (
    <section aria-labelledby="numeros-titulo" className="border-t border-white/10">
      <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        <h2 id="numeros-titulo" className="font-display font-black text-3xl uppercase sm:text-4xl">
          Os números do <span className="text-brand-400">Mito</span>
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          {STATS.map((s) => (
            <div key={s.label} className="flex flex-col-reverse gap-1 rounded-2xl border border-white/10 bg-neutral-900 p-5">
              <dt className="text-sm text-neutral-300">{s.label}</dt>
              <dd className="font-display font-black text-3xl text-brand-400 sm:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
