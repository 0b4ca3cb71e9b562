import type { FeedPost } from '../../../worker/contracts/feed';
import { postSharePath } from '../../../worker/contracts/share';
import type { ShareRequest } from '../../components/share-button';
import { trpc } from '../../lib/trpc';
import { patchFeedPost } from './feed-cache';

/** What 'Compartilhar' sends for a post: whose it is, its opening words and its public link (/post/{id}). */
export function postShareRequest(post: FeedPost): ShareRequest {
  const words = post.content.replace(/\s+/g, ' ').trim();
  return {
    title: `Post de ${post.author.displayName} — MC Mito`,
    text: words
      ? words.length > 100
        ? `${words.slice(0, 99)}…`
        : words
      : `Veja o post de ${post.author.displayName} na comunidade do MC Mito`,
    path: postSharePath(post.id),
  };
}

/**
 * Counts a member's share on the server (once per member and post) and shows the server's count.
 * A count that fails changes nothing the person did: the link already went out, so no toast.
 */
export function useSharePost() {
  const utils = trpc.useUtils();
  return trpc.feed.share.useMutation({
    onSuccess: ({ sharesCount }, { postId }) => patchFeedPost(utils, postId, (p) => ({ ...p, sharesCount })),
  });
}
