import type { FeedPost } from '../../../worker/contracts/feed';
import { toast } from '../../components/ui/toaster';
import { readError } from '../../lib/trpc-error';
import { trpc } from '../../lib/trpc';
import { applyToggle } from './reaction-toggle';

/** Optimistic reaction on the feed's pages, rolled back on error ('Erro'), then set to the server's counts. */
export function useReact() {
  const utils = trpc.useUtils();
  const patch = (postId: string, change: (p: FeedPost) => FeedPost) =>
    utils.feed.list.setInfiniteData({}, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((p) => (p.id === postId ? change(p) : p)) })) } : data,
    );
  return trpc.feed.react.useMutation({
    onMutate: async ({ postId, type }) => {
      await utils.feed.list.cancel();
      const before = utils.feed.list.getInfiniteData({});
      patch(postId, (p) => applyToggle(p, type));
      return { before };
    },
    onError: (e, _vars, saved) => {
      utils.feed.list.setInfiniteData({}, saved?.before);
      toast.error('Erro', { description: readError(e, 'Não foi possível reagir. Tente novamente.').message });
    },
    onSuccess: (result, { postId }) => patch(postId, (p) => ({ ...p, ...result })),
  });
}
