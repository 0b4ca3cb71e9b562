import { Link } from '@tanstack/react-router';
import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from './privacy-content';
import { SectionNav } from '../../components/section-nav';

const INLINE_LINK = 'font-semibold text-brand-400 underline underline-offset-4 hover:text-brand-300';

/** /privacidade: the privacy notice, static and prerendered, with a way to 'Meus dados' and to /meu-cupom. */
export function PrivacyPage() {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-3">
        <p className="text-xs font-bold uppercase tracking-[0.25em] text-brand-400">LGPD · Lei 13.709/2018</p>
        <h1 className="font-display text-4xl font-black uppercase sm:text-5xl">Política de privacidade</h1>
        <p className="text-lg leading-relaxed text-neutral-200">
          Aqui explicamos, sem juridiquês, quais dados o site do MC Mito coleta, para quê, por quanto tempo, com quem eles são
          compartilhados e como você exerce seus direitos.
        </p>
        <p className="text-sm text-neutral-400">Atualizada em {PRIVACY_UPDATED}.</p>
        <SectionNav label="Seções da política" sections={PRIVACY_SECTIONS} />
      </header>
      {PRIVACY_SECTIONS.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-titulo`} className="flex scroll-mt-20 flex-col gap-4">
          <h2 id={`${s.id}-titulo`} className="font-display text-2xl font-black uppercase text-brand-400">
            {s.title}
          </h2>
          {s.paragraphs?.map((p) => (
            <p key={p.slice(0, 32)} className="leading-relaxed text-neutral-200">
              {p}
            </p>
          ))}
          {s.items && (
            <dl className="flex flex-col gap-4">
              {s.items.map((item) => (
                <div key={item.term} className="rounded-xl border border-neutral-800 bg-neutral-900 p-4">
                  <dt className="font-bold text-neutral-50">{item.term}</dt>
                  <dd className="mt-1 leading-relaxed text-neutral-300">{item.text}</dd>
                </div>
              ))}
            </dl>
          )}
          {s.id === 'direitos' && (
            <p className="leading-relaxed text-neutral-200">
              Atalhos:{' '}
              <Link to="/configuracoes" hash="meus-dados" className={INLINE_LINK}>
                Meus dados
              </Link>{' '}
              (membros) e{' '}
              <Link to="/meu-cupom" className={INLINE_LINK}>
                Meu cupom
              </Link>{' '}
              (fãs sem conta).
            </p>
          )}
        </section>
      ))}
    </article>
  );
}
