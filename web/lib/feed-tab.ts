import type { FeedTab } from '../../worker/contracts/feed';
// In web/lib, not the feed feature: the /feed route's validateSearch is part of the route tree every page loads.

/**
 * The feed's tab lives in the URL (?aba=em-alta, ?aba=seguindo); Recentes is the default and has no parameter.
 * ?post=<id> opens one post above the list (a notification's link).
 */
export interface FeedSearch {
  aba?: 'em-alta' | 'seguindo';
  post?: string;
}

const POST_ID = /^[\w-]{1,100}$/;

export const validateFeedSearch = (search: Record<string, unknown>): FeedSearch => ({
  ...((search.aba === 'em-alta' || search.aba === 'seguindo') && { aba: search.aba }),
  ...(typeof search.post === 'string' && POST_ID.test(search.post) && { post: search.post }),
});

export const tabOf = (search: FeedSearch): FeedTab => search.aba ?? 'recentes';

/** The query input of each tab, always spelled out so both tabs' caches can be patched by key. */
export const feedInput = (tab: FeedTab) => ({ tab });

export const FEED_TAB_LIST: { tab: FeedTab; label: string; search: FeedSearch }[] = [
  { tab: 'recentes', label: 'Recentes', search: {} },
  { tab: 'em-alta', label: 'Em Alta', search: { aba: 'em-alta' } },
  { tab: 'seguindo', label: 'Seguindo', search: { aba: 'seguindo' } },
];
