import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { ChunkBoundary, prefetch, retryableLazy } from '../components/ui/chunk-boundary';
import { lazyIsland } from '../components/ui/lazy-island';
import { useScrollToPoll } from '../features/landing/use-scroll-to-poll';
import { prefetchMyVote } from '../features/poll/my-vote';
import { PollSection } from '../features/poll/poll-section';
import { readVoterToken } from '../features/poll/voter-token';
import { loadQueryProviders, WithQueries } from '../components/ui/with-queries';

// The offer only matters after a vote: its code loads when it first opens, not with the landing.
// It uses react-query + tRPC, whose providers load with it (WithQueries), not with the landing.
const loadClubOffer = () => Promise.all([import('../features/club-offer/club-offer-dialog'), loadQueryProviders()]).then(([m]) => m);
const ClubOfferDialog = retryableLazy(() => loadClubOffer().then((m) => ({ default: m.ClubOfferDialog })));

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { enquete?: 1 } => (String(search.enquete) === '1' ? { enquete: 1 } : {}),
  // A fan who voted in this browser: "Seu voto" is asked while the page loads. Not awaited (the
  // landing never waits on react-query, which loads only for this).
  loader: ({ context }) => {
    const voterToken = readVoterToken();
    if (voterToken)
      void context.loadQueries().then(
        (runtime) => prefetchMyVote(runtime, voterToken),
        () => undefined,
      );
  },
  component: HomePage,
});

// Release, hero, history and stats are below the poll on every screen: prerendered, and their code
// (and hydration) waits until they near the screen. Keeps the landing's JavaScript in its budget.
const BelowFold = lazyIsland('landing-below-fold', () => import('../features/landing/below-fold').then((m) => m.LandingBelowFold));

// After a vote the offer opens: fetch it with the vote form, while the connection still works.
const preloadOffer = () => prefetch(loadClubOffer);

/** Home, in this order: poll, release, hero, history, stats; the footer comes from the shell. */
function HomePage() {
  const { enquete } = Route.useSearch();
  const [offerOpen, setOfferOpen] = useState(false);
  const [offerLoaded, setOfferLoaded] = useState(false);
  useScrollToPoll(enquete === 1);

  const openOffer = useCallback(() => {
    setOfferLoaded(true);
    setOfferOpen(true);
  }, []);

  return (
    <>
      <h1 className="sr-only">MC Mito — site oficial: vote na camiseta oficial</h1>
      <PollSection onOpenOffer={openOffer} preloadOffer={preloadOffer} />
      <BelowFold />
      {offerLoaded && (
        <ChunkBoundary resetKey={offerOpen} onError={() => setOfferOpen(false)}>
          <WithQueries>
            <ClubOfferDialog open={offerOpen} onOpenChange={setOfferOpen} />
          </WithQueries>
        </ChunkBoundary>
      )}
    </>
  );
}
