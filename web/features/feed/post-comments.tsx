import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { enterToSend } from '../../lib/enter-to-send';
import { RETRY_LATER } from '../../lib/error-pipe';
import { trpc } from '../../lib/trpc';
import { COMMENT_MAX_CHARS } from '../../../worker/contracts/feed';
import { refetchFeedPost } from './feed-cache';
import { CommentItem } from './comment-item';
import { meaningfulMoment } from '../../lib/push-moment';

/** Opened from the card's comments button: an input, then the list with author, text and time. */
export function PostComments({ postId }: { postId: string }) {
  const utils = trpc.useUtils();
  const me = trpc.auth.me.useQuery(undefined, { retry: false, staleTime: 10_000 });
  const list = trpc.feed.comments.useQuery({ postId });
  const add = trpc.feed.comment.useMutation({
    meta: { errorToast: 'Erro ao comentar', errorDescription: RETRY_LATER },
    onSuccess: () => Promise.all([utils.feed.comments.invalidate({ postId }), refetchFeedPost(utils, postId)]),
  });
  const [text, setText] = useState('');

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const content = text.trim();
    if (!content || add.isPending) return;
    add.mutate(
      { postId, content },
      {
        onSuccess: () => {
          setText('');
          toast.success('Comentário adicionado!');
          meaningfulMoment();
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-3 border-t border-white/10 pt-3">
      <form onSubmit={submit} className="flex items-start gap-2" aria-label="Comentar">
        <label htmlFor={`comentario-${postId}`} className="sr-only">
          Escreva um comentário
        </label>
        <textarea
          id={`comentario-${postId}`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={enterToSend(() => submit())}
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
          <CommentItem key={c.id} comment={c} postId={postId} isMine={c.author.userId === me.data?.userId} />
        ))}
      </ul>
    </div>
  );
}
