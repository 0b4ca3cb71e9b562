import { PopularTags } from './popular-tags';
import { SearchBox } from './search-box';

/** /buscar: the phone's 'Buscar' tab. The search box (results on /feed?busca=…, so Back returns here), then the popular tags and 'Sugestões'. */
export function SearchPage() {
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-4">
      <h1 className="font-display text-lg font-black uppercase">Buscar</h1>
      <SearchBox expanded />
      <PopularTags tab="recentes" />
    </section>
  );
}
