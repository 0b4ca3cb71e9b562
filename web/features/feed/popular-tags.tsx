import { trpc } from '../../lib/trpc';

/** Right column: 'Tags Populares' from the real post counts, and 'Sugestões'. */
export function PopularTags() {
  const tags = trpc.feed.popularTags.useQuery();
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="tags-populares" className="rounded-2xl border border-white/10 bg-neutral-900 p-4">
        <h2 id="tags-populares" className="text-xs font-bold uppercase tracking-wider text-neutral-400">
          Tags Populares
        </h2>
        {tags.isError && <p className="mt-2 text-sm text-neutral-400">Erro ao carregar tags</p>}
        {tags.data?.length === 0 && <p className="mt-2 text-sm text-neutral-400">Nenhuma tag usada ainda.</p>}
        <ul className="mt-2 flex flex-col gap-1.5">
          {tags.data?.map((tag) => (
            <li key={tag.id} className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-semibold text-brand-400">#{tag.name}</span>
              <span className="text-neutral-400">
                {tag.posts.toLocaleString('pt-BR')} {tag.posts === 1 ? 'post' : 'posts'}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sugestoes" className="rounded-2xl border border-white/10 bg-neutral-900 p-4">
        <h2 id="sugestoes" className="text-xs font-bold uppercase tracking-wider text-neutral-400">
          Sugestões
        </h2>
        <p className="mt-2 text-sm text-neutral-300">Compartilhe seus vídeos do baile, marque #funk e chame a galera para comentar!</p>
      </section>
    </div>
  );
}
