import { MODERATION_STEPS, RULES, RULES_UPDATED } from './rules-content';

/** /regras: the community rules, static and prerendered, linked from the feed and the report dialog. */
export function RulesPage() {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-3">
        <p className="text-xs font-bold uppercase tracking-[0.25em] text-brand-400">Comunidade MC Mito</p>
        <h1 className="font-display text-4xl font-black uppercase sm:text-5xl">Regras da comunidade</h1>
        <p className="text-lg leading-relaxed text-neutral-200">
          A comunidade é a casa dos fãs. Para ela continuar boa para todo mundo, estas são as regras.
        </p>
        <p className="text-sm text-neutral-400">Atualizadas em {RULES_UPDATED}.</p>
      </header>
      <ol className="flex flex-col gap-4">
        {RULES.map((r, i) => (
          <li key={r.title} className="rounded-xl border border-neutral-800 bg-neutral-900 p-4">
            <h2 className="font-bold text-neutral-50">
              {i + 1}. {r.title}
            </h2>
            <p className="mt-1 leading-relaxed text-neutral-300">{r.text}</p>
          </li>
        ))}
      </ol>
      <section aria-labelledby="moderacao-titulo" className="flex flex-col gap-3">
        <h2 id="moderacao-titulo" className="font-display text-2xl font-black uppercase text-brand-400">
          Como funciona a moderação
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-5 leading-relaxed text-neutral-200">
          {MODERATION_STEPS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
