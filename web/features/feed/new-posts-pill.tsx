import { ArrowUp } from 'lucide-react';
import { useCallback, useState } from 'react';
import { FEED_NEW_POST_EVENT, isFeedNewPostEvent, type FeedNewPostEvent } from '../../../worker/contracts/feed-live';
import { trpc } from '../../lib/trpc';
import { feedInput } from '../../lib/feed-tab';
import { useFeedEvent } from './use-feed-event';

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * 'Novos posts' over Recentes when someone else publishes while the member reads: the list does not
 * move under them. A tap goes to the top and brings the new posts in. The member's own posts come in
 * at once (the composer refetches the list).
 */
export function NewPostsPill() {
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 10_000 });
  const utils = trpc.useUtils();
  const [waiting, setWaiting] = useState<string[]>([]);
  const myId = me.data?.userId;
  const onEvent = useCallback(
    (e: FeedNewPostEvent) => {
      if (e.authorId !== myId) setWaiting((ids) => (ids.includes(e.postId) ? ids : [...ids, e.postId]));
    },
    [myId],
  );
  useFeedEvent(FEED_NEW_POST_EVENT, isFeedNewPostEvent, onEvent);
  if (waiting.length === 0) return null;
  const show = () => {
    setWaiting([]);
    window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
    // The loaded pages again, the new posts on top (nothing blanks while they come).
    void utils.feed.list.invalidate(feedInput('recentes'));
  };
  return (
    <div className="pointer-events-none sticky top-[calc(var(--app-top)+0.5rem)] z-30 -mb-4 flex h-0 justify-center">
      <button
        type="button"
        onClick={show}
        aria-label={waiting.length === 1 ? 'Novos posts: 1 post novo' : `Novos posts: ${waiting.length} posts novos`}
        className="pointer-events-auto inline-flex min-h-10 items-center gap-1.5 rounded-full bg-brand-400 px-4 text-sm font-bold text-neutral-950 shadow-lg shadow-black/40 hover:bg-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <ArrowUp className="size-4" aria-hidden />
        Novos posts
      </button>
    </div>
  );
}
