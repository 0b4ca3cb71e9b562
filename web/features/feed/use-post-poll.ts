import type { FeedPoll } from '../../../worker/contracts/post-polls';
import { toast } from '../../components/ui/toaster';
import { readError } from '../../lib/trpc-error';
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

/** The poll's error toast: 'Enquete expirada' / 'Esta enquete foi fechada' as titles of their own, else 'Erro ao votar'. */
function pollErrorToast(e: unknown) {
  const err = readError(e, 'Tente novamente em alguns minutos.');
  if (err.appCode === 'POST_POLL_EXPIRED') return toast.error(EXPIRED, { description: 'A votação desta enquete já terminou.' });
  if (err.appCode === 'POST_POLL_CLOSED') return toast.error(CLOSED, { description: 'Quem criou a enquete encerrou a votação.' });
  return toast.error('Erro ao votar', { description: err.message });
}

/** Optimistic vote: results show at once, rolled back on error, then set to the server's counts. */
export function useVotePoll(postId: string) {
  const utils = trpc.useUtils();
  const patch = usePatchPoll();
  return trpc.feed.votePoll.useMutation({
    onMutate: async ({ optionIds }) => {
      await Promise.all([utils.feed.list.cancel(), utils.feed.post.cancel({ postId })]);
      const before = snapshotFeed(utils, postId);
      patch(postId, (p) => applyPollVote(p, optionIds));
      return { before };
    },
    onError: (e, _vars, saved) => {
      restoreFeed(utils, saved?.before);
      pollErrorToast(e);
      // A poll that closed or expired meanwhile should read so without a reload.
      const code = readError(e, '').appCode;
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
    onError: (e) => toast.error('Erro ao fechar enquete', { description: readError(e, 'Tente novamente em alguns minutos.').message }),
  });
}
