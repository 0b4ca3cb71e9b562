import { Link } from '@tanstack/react-router';
import { Flame, Heart, MessageCircle, Share2, Sparkles } from 'lucide-react';
import type { FeedPost } from '../../../worker/contracts/feed';
import { postSharePath } from '../../../worker/contracts/share';
import { LinkedText } from '../../components/linked-text';
import { ShareButton } from '../../components/share-button';
import { Button } from '../../components/ui/button';
import { CTA_PRIMARY } from '../../components/ui/link-styles';
import { trpc } from '../../lib/trpc';
import { ExclusiveTeaser } from './exclusive-teaser';
import { PostAuthorLine } from './post-author-line';
import { PostMediaGrid } from './post-media-grid';
import { postShareRequest } from './use-share-post';

const count = 'inline-flex min-h-11 items-center gap-1.5 px-2 text-sm font-semibold text-neutral-400';

/** The post as a visitor reads it: text, media and counts; reacting, voting and commenting ask to sign in. */
function ReadOnlyPost({ post }: { post: FeedPost }) {
  if (post.locked) return <ExclusiveTeaser post={post} />;
  const back = postSharePath(post.id);
  return (
    <article
      aria-label={`Post de ${post.author.displayName}`}
      className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-4"
    >
      <header className="flex items-start gap-3">
        <PostAuthorLine post={post} />
      </header>
      {post.content && <LinkedText text={post.content} mentions={post.mentions} className="whitespace-pre-line text-neutral-100" />}
      <PostMediaGrid media={post.media ?? []} />
      {post.tags.length > 0 && (
        <p className="flex flex-wrap gap-2 text-xs font-semibold text-brand-400">
          {post.tags.map((t) => (
            <span key={t.id} className="rounded-full bg-neutral-800 px-2.5 py-0.5">
              #{t.name}
            </span>
          ))}
        </p>
      )}
      {post.poll && (
        <p className="rounded-xl bg-neutral-950/60 px-4 py-3 text-sm text-neutral-300">Este post tem uma enquete: entre para votar.</p>
      )}
      <div className="-mx-2 flex flex-wrap items-center gap-1">
        <span className={count} aria-label={`${post.reactions.heart} curtidas`}>
          <Heart className="size-5" aria-hidden />
          {post.reactions.heart}
        </span>
        <span className={count} aria-label={`${post.reactions.fire} fogos`}>
          <Flame className="size-5" aria-hidden />
          {post.reactions.fire}
        </span>
        <span className={count} aria-label={`${post.reactions.mind_blown} explodiu a mente`}>
          <Sparkles className="size-5" aria-hidden />
          {post.reactions.mind_blown}
        </span>
        <span className={count} aria-label={`${post.commentsCount} comentários`}>
          <MessageCircle className="size-5" aria-hidden />
          {post.commentsCount}
        </span>
        <ShareButton
          share={() => postShareRequest(post)}
          label={`Compartilhar (${post.sharesCount})`}
          className="text-neutral-400 hover:bg-neutral-800"
        >
          <Share2 className="size-5" aria-hidden />
          {post.sharesCount}
        </ShareButton>
      </div>
      <Link to="/auth" search={{ redirect: back }} className={CTA_PRIMARY}>
        Entrar para comentar
      </Link>
    </article>
  );
}

/** /post/{id} without a session: the shared post read-only, and the way into the community. */
export function SharedPostPage({ postId }: { postId: string }) {
  const query = trpc.feed.sharedPost.useQuery({ postId }, { retry: false, meta: { errorToast: 'Erro ao carregar o post' } });
  return (
    <main id="conteudo" className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6 sm:py-10">
      <p className="text-xs font-bold uppercase tracking-[0.25em] text-brand-400">Comunidade do MC Mito</p>
      {query.data ? (
        <ReadOnlyPost post={query.data} />
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-white/10 bg-neutral-900 px-4 py-10 text-center"
        >
          <p className="font-display text-xl font-black text-neutral-50">
            {query.error.data?.code === 'NOT_FOUND' ? 'Post não encontrado' : 'Erro ao carregar o post'}
          </p>
          {query.error.data?.code !== 'NOT_FOUND' && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          )}
        </div>
      ) : (
        <div aria-hidden className="h-48 animate-pulse rounded-2xl bg-neutral-800/70" />
      )}
      <p className="text-center text-sm text-neutral-400">
        Ainda não é membro?{' '}
        <Link to="/auth" search={{ aba: 'cadastrar' }} className="font-semibold text-brand-400 underline-offset-2 hover:underline">
          Crie sua conta
        </Link>{' '}
        e entre na comunidade do Mito.
      </p>
    </main>
  );
}
