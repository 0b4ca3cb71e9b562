import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { FeedTab } from '../../../worker/contracts/feed';
import { Button } from '../../components/ui/button';
import { ErrorLine } from '../../components/ui/error-line';
import { RETRY_LATER } from '../../lib/error-pipe';
import { errorCode } from '../../lib/trpc-error';
import { trpc } from '../../lib/trpc';
import { FEED_TAB_LIST } from '../../lib/feed-tab';
import { patchFeedPost } from './feed-cache';
import { PostCard } from './post-card';
import type { ErrorText } from '../../../worker/contracts/errors';

const NOT_FOUND: ErrorText<'POST_NOT_FOUND'> = 'Post não encontrado';

const closeLink =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-bold text-neutral-300 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-neutral-400';

/**
 * The post a notification points at (/feed?post=…), above the list with its comments open.
 * 'Fechar' goes back to the tab's list; a deleted post reads 'Post não encontrado'.
 */
export function OpenedPost({ postId, tab }: { postId: string; tab: FeedTab }) {
  const post = trpc.feed.post.useQuery({ postId }, { retry: false });
  const utils = trpc.useUtils();
  const section = useRef<HTMLElement>(null);
  const back = FEED_TAB_LIST.find((t) => t.tab === tab)?.search ?? {};

  // Arriving from the bell: the post is what the member came for, so it takes the focus (and the screen).
  useEffect(() => {
    section.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'start' });
  }, [postId]);

  // The same post further down the list shows what was just read, not the counts of an older page.
  useEffect(() => {
    const fresh = post.data;
    if (fresh) patchFeedPost(utils, fresh.id, () => fresh);
  }, [post.data, utils]);

  return (
    <section ref={section} tabIndex={-1} aria-labelledby="opened-post-title" className="flex flex-col gap-2 outline-none">
      <div className="flex items-center justify-between gap-2">
        <h2 id="opened-post-title" className="text-sm font-black uppercase tracking-wide text-brand-400">
          Post da notificação
        </h2>
        <Link to="/feed" search={back} className={closeLink}>
          <X className="size-4" aria-hidden />
          Fechar
        </Link>
      </div>
      {post.isPending && (
        <p role="status" className="rounded-2xl border border-white/10 bg-neutral-900 p-6 text-center text-neutral-400">
          Carregando post…
        </p>
      )}
      {post.isError && (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-6 text-center">
          {errorCode(post.error) === 'POST_NOT_FOUND' ? (
            <>
              <p className="font-bold text-neutral-100">{NOT_FOUND}</p>
              <p className="text-sm text-neutral-400">Ele pode ter sido apagado por quem publicou.</p>
            </>
          ) : (
            <>
              <p className="font-bold text-neutral-100">Erro ao carregar post</p>
              <ErrorLine error={post.error} fallback={RETRY_LATER} className="text-sm text-neutral-400" />
              <Button variant="secondary" onClick={() => void post.refetch()}>
                Tentar novamente
              </Button>
            </>
          )}
        </div>
      )}
      {post.data && <PostCard post={post.data} commentsOpen />}
    </section>
  );
}
