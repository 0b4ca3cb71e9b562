import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { formatRelative } from '../../lib/format';
import { readError } from '../../lib/trpc-error';
import { trpc } from '../../lib/trpc';
import { COMMENT_MAX_CHARS } from '../../../worker/contracts/feed';
import { refetchFeedPost } from './feed-cache';
import { CommentActions } from './moderation-menu';
import { AuthorBadge } from './author-badge';
import { MemberLink } from './member-link';

/** Opened from the card's comments button: an input, then the list with author, text and time. */
export function PostComments({ postId }: { postId: string }) {
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 10_000 });
  const list = trpc.feed.comments.useQuery({ postId });
  const add = trpc.feed.comment.useMutation({
    onSuccess: () => Promise.all([utils.feed.comments.invalidate({ postId }), refetchFeedPost(utils, postId)]),
  });
  const [text, setText] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content || add.isPending) return;
    try {
      await add.mutateAsync({ postId, content });
      setText('');
      toast.success('Comentário adicionado!');
    } catch (err) {
      toast.error('Erro ao comentar', { description: readError(err, 'Tente novamente em alguns minutos.').message });
    }
  };

  return (
    <div className="flex flex-col gap-3 border-t border-white/10 pt-3">
      <form onSubmit={(e) => void submit(e)} className="flex items-start gap-2" aria-label="Comentar">
        <label htmlFor={`comentario-${postId}`} className="sr-only">
          Escreva um comentário
        </label>
        <textarea
          id={`comentario-${postId}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={COMMENT_MAX_CHARS}
          rows={1}
          placeholder="Escreva um comentário…"
          className="min-h-10 flex-1 resize-y rounded-lg border border-white/10 bg-neutral-950 px-3 py-2 text-sm text-neutral-50 placeholder:text-neutral-500 focus:border-brand-400 focus:outline-none"
        />
        <Button type="submit" variant="secondary" loading={add.isPending} disabled={!text.trim()}>
          Enviar
        </Button>
      </form>
      {list.isError && <p className="text-sm text-red-400">Erro ao carregar comentários</p>}
      <ul className="flex flex-col gap-2">
        {list.data?.map((c) => (
          <li key={c.id} className="rounded-lg bg-neutral-950/60 px-3 py-2 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <MemberLink username={c.author.username}>
                <strong className="text-neutral-50">{c.author.displayName}</strong>
              </MemberLink>
              <AuthorBadge badge={c.author.badge} />
              <span className="text-xs text-neutral-500">{formatRelative(c.createdAt)}</span>
            </p>
            <p className="whitespace-pre-line break-words text-neutral-200">{c.content}</p>
            <CommentActions commentId={c.id} postId={postId} isMine={c.author.userId === me.data?.userId} />
          </li>
        ))}
      </ul>
    </div>
  );
}
