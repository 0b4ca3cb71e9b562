import { toast } from '../../components/ui/toaster';
import { readError } from '../../lib/trpc-error';
import { trpc } from '../../lib/trpc';
import { patchFeedPost, restoreFeed, snapshotFeed } from './feed-cache';
import { applyToggle } from './reaction-toggle';

/** Optimistic reaction on the feed's pages (both tabs' caches), rolled back on error ('Erro'), then set to the server's counts. */
export function useReact() {
  const utils = trpc.useUtils();
  return trpc.feed.react.useMutation({
    onMutate: async ({ postId, type }) => {
      await utils.feed.list.cancel();
      const before = snapshotFeed(utils);
      patchFeedPost(utils, postId, (p) => applyToggle(p, type));
      return { before };
    },
    onError: (e, _vars, saved) => {
      restoreFeed(utils, saved?.before);
      toast.error('Erro', { description: readError(e, 'Não foi possível reagir. Tente novamente.').message });
    },
    onSuccess: (result, { postId }) => patchFeedPost(utils, postId, (p) => ({ ...p, ...result })),
  });
}
