import { Link, useRouter } from '@tanstack/react-router';
import { ArrowLeft, Users } from '../../components/icons/page-icons';
import { CTA_OUTLINE, CTA_PRIMARY } from '../../components/ui/link-styles';
import { STORY } from './story-content';
import { SectionNav } from '../../components/section-nav';

/** /minha-historia: the static biography, a way to the community and one step back. */
export function StoryPage() {
  const router = useRouter();
  // One step back; someone who landed here directly (no history in this tab) goes to the home page.
  const back = () => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/' }));
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 sm:py-14">
      <div>
        <button type="button" onClick={back} className={`${CTA_OUTLINE} px-4`}>
          <ArrowLeft className="size-4" aria-hidden />
          Voltar
        </button>
      </div>
      <header className="flex flex-col gap-3">
        <p className="text-xs font-bold uppercase tracking-[0.25em] text-brand-400">Da quebrada para o Brasil</p>
        <h1 className="font-display text-4xl font-black uppercase sm:text-5xl">Minha História</h1>
        <SectionNav label="Seções da história" sections={STORY} />
      </header>
      {STORY.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-titulo`} className="flex scroll-mt-20 flex-col gap-3">
          <h2
            id={`${s.id}-titulo`}
            className={`font-display text-2xl font-black uppercase ${i === STORY.length - 1 ? 'text-funk-500' : 'text-brand-400'}`}
          >
            {s.title}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="text-lg leading-relaxed text-neutral-200">
              {p}
            </p>
          ))}
        </section>
      ))}
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-neutral-800 bg-neutral-900 p-6">
        <p className="text-lg text-neutral-200">Quer acompanhar de perto os próximos capítulos?</p>
        <Link to="/feed" className={CTA_PRIMARY}>
          <Users className="size-4" aria-hidden />
          Entrar na Comunidade
        </Link>
      </div>
    </article>
  );
}
