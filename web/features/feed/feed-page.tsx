import type { ReactNode } from 'react';
import { useSearch } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { FeedHeader } from './feed-header';
import { tabOf } from '../../lib/feed-tab';
import { ImageCard } from './image-card';
import { NewPostsPill } from './new-posts-pill';
import { OpenedPost } from './opened-post';
import { PopularTags } from './popular-tags';
import { PostComposer } from './post-composer';
import { PostList } from './post-list';
import { ProfileCard } from './profile-card';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';
import { TagPosts } from './tag-posts';
import { UsageLimitsPanel } from './usage-limits-panel';
import { useLiveCounts } from './use-live-counts';
import { useLiveEdits } from './use-live-edits';
import { useLiveRemovals } from './use-live-removals';

/** /feed. The route loader has fetched the member's dashboard and the tab's first page; the route hands in the bell and the live card. */
export function FeedPage({ bell, live }: { bell?: ReactNode; live?: ReactNode } = {}) {
  const [view] = trpc.members.dashboard.useSuspenseQuery();
  // Not Route.useSearch(): the route file would then be pulled into this chunk (see loja.tsx).
  const search = useSearch({ from: '/_member/feed' });
  const tab = tabOf(search);
  useLiveRemovals();
  useLiveEdits();
  useLiveCounts();
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-4 sm:py-6">
      <FeedHeader tierName={view.rights.tier?.name ?? null} artist={view.rights.isArtist} tab={tab} bell={bell} />
      <h1 className="sr-only">Feed da comunidade</h1>
      {/* On a phone the search is the tab bar's 'Buscar'; the box stays only over its results. */}
      <div className={search.busca ? undefined : 'max-md:hidden'}>
        <SearchBox key={search.busca ?? ''} current={search.busca} />
      </div>
      {live}
      <div className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_15rem]">
        <aside className="hidden lg:block">
          <div className="sticky top-4 flex flex-col gap-4">
            <ProfileCard view={view} />
            <UsageLimitsPanel />
            <ImageCard />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-4">
          {tab === 'recentes' && !search.busca && !search.tag && <NewPostsPill />}
          {search.post && <OpenedPost key={search.post} postId={search.post} tab={tab} />}
          {search.busca ? (
            <SearchResults key={search.busca} q={search.busca} />
          ) : search.tag ? (
            <TagPosts key={search.tag} tag={search.tag} />
          ) : (
            <>
              {/* Below lg the left column is hidden: the limits sit inside the composer. */}
              <PostComposer
                canPost={view.rights.canPost}
                isArtist={view.isArtist}
                limits={<UsageLimitsPanel className="border-0 bg-neutral-950 p-3 lg:hidden" />}
              />
              <PostList key={tab} tab={tab} />
            </>
          )}
          <p className="text-center text-xs text-neutral-500">
            Respeite a comunidade:{' '}
            <a href="/regras" className="font-semibold text-neutral-300 underline underline-offset-2 hover:text-brand-400">
              leia as regras
            </a>
            .
          </p>
        </div>
        <aside className="hidden xl:block">
          <div className="sticky top-4">
            <PopularTags tab={tab} />
          </div>
        </aside>
      </div>
    </section>
  );
}
