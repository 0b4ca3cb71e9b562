import type { FeedTab } from '../../worker/contracts/feed';
// In web/lib, not the feed feature: the /feed route's validateSearch is part of the route tree every page loads.

/**
 * The feed's tab lives in the URL (?aba=em-alta, ?aba=seguindo); Recentes is the default and has no parameter.
 * ?post=<id> opens one post above the list (a notification's link).
 */
export interface FeedSearch {
  aba?: 'em-alta' | 'seguindo';
  post?: string;
  /** 'Buscar': the results of this text replace the list (?busca=…). */
  busca?: string;
  /** A tag's page (?tag=nome): that tag's posts, newest first. */
  tag?: string;
  /** On a phone: the composer open full-screen (its own history entry, so Back closes it). */
  postar?: 1;
}

const POST_ID = /^[\w-]{1,100}$/;
const TAG = /^[\p{L}\p{N}_]{1,50}$/u;

// The router reads '?busca=2024' as a number: a search or a tag of digits is still text.
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export const validateFeedSearch = (search: Record<string, unknown>): FeedSearch => ({
  ...((search.aba === 'em-alta' || search.aba === 'seguindo') && { aba: search.aba }),
  ...(typeof search.post === 'string' && POST_ID.test(search.post) && { post: search.post }),
  ...(text(search.busca) && { busca: text(search.busca).slice(0, 100) }),
  ...(TAG.test(text(search.tag)) && { tag: text(search.tag) }),
  ...((search.postar === 1 || search.postar === '1') && { postar: 1 as const }),
});

export const tabOf = (search: FeedSearch): FeedTab => search.aba ?? 'recentes';

/** The query input of each tab, always spelled out so both tabs' caches can be patched by key. */
export const feedInput = (tab: FeedTab) => ({ tab });

export const FEED_TAB_LIST: { tab: FeedTab; label: string; search: FeedSearch }[] = [
  { tab: 'recentes', label: 'Recentes', search: {} },
  { tab: 'em-alta', label: 'Em Alta', search: { aba: 'em-alta' } },
  { tab: 'seguindo', label: 'Seguindo', search: { aba: 'seguindo' } },
];
