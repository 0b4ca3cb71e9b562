import { trpc } from '../../lib/trpc';
import { patchFeedPost, restoreFeed, snapshotFeed } from './feed-cache';
import { applyToggle } from './reaction-toggle';

/** Optimistic reaction on every cached copy of the post (feed-cache.ts), rolled back on error ('Erro'), then set to the server's counts. */
export function useReact() {
  const utils = trpc.useUtils();
  return trpc.feed.react.useMutation({
    meta: { errorToast: 'Erro', errorDescription: 'Não foi possível reagir. Tente novamente.' },
    onMutate: async ({ postId, type }) => {
      await Promise.all([utils.feed.list.cancel(), utils.feed.post.cancel({ postId })]);
      const before = snapshotFeed(utils, postId);
      patchFeedPost(utils, postId, (p) => applyToggle(p, type));
      return { before };
    },
    onError: (_e, _vars, saved) => restoreFeed(utils, saved?.before),
    onSuccess: (result, { postId }) => patchFeedPost(utils, postId, (p) => ({ ...p, ...result })),
  });
}
