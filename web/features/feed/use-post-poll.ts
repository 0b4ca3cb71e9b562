import type { FeedPoll } from '../../../worker/contracts/post-polls';
import { toast } from '../../components/ui/toaster';
import { RETRY_LATER } from '../../lib/error-pipe';
import { errorCode } from '../../lib/trpc-error';
import { trpc } from '../../lib/trpc';
import { patchFeedPost, refetchFeedPost, restoreFeed, snapshotFeed } from './feed-cache';
import { applyPollVote } from './poll-view';
import type { ErrorText } from '../../../worker/contracts/errors';

const EXPIRED: ErrorText<'POST_POLL_EXPIRED'> = 'Enquete expirada';
const CLOSED: ErrorText<'POST_POLL_CLOSED'> = 'Esta enquete foi fechada';

/** Replaces one post's poll wherever the post is cached (feed-cache.ts). */
function usePatchPoll() {
  const utils = trpc.useUtils();
  return (postId: string, change: (p: FeedPoll) => FeedPoll) =>
    patchFeedPost(utils, postId, (p) => (p.poll ? { ...p, poll: change(p.poll) } : p));
}

/** 'Enquete expirada' / 'Esta enquete foi fechada' are titles of their own; any other failure is 'Erro ao votar' (the pipe's). */
const OWN_TOAST = {
  POST_POLL_EXPIRED: [EXPIRED, 'A votação desta enquete já terminou.'],
  POST_POLL_CLOSED: [CLOSED, 'Quem criou a enquete encerrou a votação.'],
} as const;

/** Optimistic vote: results show at once, rolled back on error, then set to the server's counts. */
export function useVotePoll(postId: string) {
  const utils = trpc.useUtils();
  const patch = usePatchPoll();
  return trpc.feed.votePoll.useMutation({
    meta: { errorToast: 'Erro ao votar', errorDescription: RETRY_LATER, errorHandled: ['POST_POLL_EXPIRED', 'POST_POLL_CLOSED'] },
    onMutate: async ({ optionIds }) => {
      await Promise.all([utils.feed.list.cancel(), utils.feed.post.cancel({ postId })]);
      const before = snapshotFeed(utils, postId);
      patch(postId, (p) => applyPollVote(p, optionIds));
      return { before };
    },
    onError: (e, _vars, saved) => {
      restoreFeed(utils, saved?.before);
      const code = errorCode(e);
      if (code === 'POST_POLL_EXPIRED' || code === 'POST_POLL_CLOSED') toast.error(OWN_TOAST[code][0], { description: OWN_TOAST[code][1] });
      // A poll that closed or expired meanwhile should read so without a reload.
      if (code === 'POST_POLL_EXPIRED' || code === 'POST_POLL_CLOSED' || code === 'POST_POLL_ALREADY_VOTED')
        void refetchFeedPost(utils, postId);
    },
    onSuccess: (poll) => patch(postId, () => poll),
  });
}

export function useClosePoll(postId: string) {
  const patch = usePatchPoll();
  return trpc.feed.closePoll.useMutation({
    onSuccess: (poll) => {
      patch(postId, () => poll);
      toast.success('Enquete fechada');
    },
    meta: { errorToast: 'Erro ao fechar enquete', errorDescription: RETRY_LATER },
  });
}
