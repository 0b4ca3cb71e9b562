import { lazy, type ComponentProps } from 'react';

// The offer (form, checkout contracts) loads only when it first opens, with the react-query + tRPC
// providers it talks to the server through (the shop itself needs neither). Imported here rather
// than through <WithQueries>: that module is in the entry chunk, and a route chunk importing it
// made the bundler split the entry into more files on every page. Its own module, not the route
// file: a lazy() at a route file's top level stays in the entry chunk every page downloads.
type OfferProps = ComponentProps<typeof import('./club-offer-dialog').ClubOfferDialog>;

export const LazyClubOfferDialog = lazy(() =>
  Promise.all([import('./club-offer-dialog'), import('../../lib/query-providers')]).then(([dialog, { QueryProviders }]) => ({
    default: (props: OfferProps) => (
      <QueryProviders>
        <dialog.ClubOfferDialog {...props} />
      </QueryProviders>
    ),
  })),
);
