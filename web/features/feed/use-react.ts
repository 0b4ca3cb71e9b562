import type { FeedPost } from '../../../worker/contracts/feed';
import { FEED_TABS } from '../../../worker/contracts/feed';
import { toast } from '../../components/ui/toaster';
import { readError } from '../../lib/trpc-error';
import { trpc } from '../../lib/trpc';
import { feedInput } from './feed-tab';
import { applyToggle } from './reaction-toggle';

/** Optimistic reaction on the feed's pages (both tabs' caches), rolled back on error ('Erro'), then set to the server's counts. */
export function useReact() {
  const utils = trpc.useUtils();
  const patch = (postId: string, change: (p: FeedPost) => FeedPost) => {
    for (const tab of FEED_TABS) {
      utils.feed.list.setInfiniteData(feedInput(tab), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((p) => (p.id === postId ? change(p) : p)) })) } : data,
      );
    }
  };
  return trpc.feed.react.useMutation({
    onMutate: async ({ postId, type }) => {
      await utils.feed.list.cancel();
      const before = FEED_TABS.map((tab) => [tab, utils.feed.list.getInfiniteData(feedInput(tab))] as const);
      patch(postId, (p) => applyToggle(p, type));
      return { before };
    },
    onError: (e, _vars, saved) => {
      for (const [tab, data] of saved?.before ?? []) utils.feed.list.setInfiniteData(feedInput(tab), data);
      toast.error('Erro', { description: readError(e, 'Não foi possível reagir. Tente novamente.').message });
    },
    onSuccess: (result, { postId }) => patch(postId, (p) => ({ ...p, ...result })),
  });
}
