import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { canStillEdit } from '../../../worker/contracts/edits';
import type { FeedComment } from '../../../worker/contracts/feed';
import { LinkedText } from '../../components/linked-text';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { RelativeTime } from '../../components/ui/relative-time';
import { trpc } from '../../lib/trpc';
import { ignoreShownError, RETRY_LATER } from '../../lib/error-pipe';
import { AuthorBadge } from './author-badge';
import { MemberLink } from './member-link';
import { CommentEditForm } from './edit-text-form';
import { dropFromFeed, refetchFeedPost } from './feed-cache';
import { CommentActions } from './moderation-menu';

const small =
  'inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-xs font-semibold text-neutral-400 hover:bg-neutral-800 hover:text-neutral-200';

/** One comment: author, time, '(editado)', the text with its links; its author may edit it (24 h) and delete it. */
export function CommentItem({ comment: c, postId, isMine }: { comment: FeedComment; postId: string; isMine: boolean }) {
  const utils = trpc.useUtils();
  const edit = trpc.feed.editComment.useMutation({ meta: { errorToast: 'Erro ao editar', errorDescription: RETRY_LATER } });
  const remove = trpc.feed.deleteComment.useMutation({ meta: { errorToast: 'Erro ao apagar', errorDescription: RETRY_LATER } });
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const save = async (values: { commentId: string; content: string }) => {
    await edit.mutateAsync(values);
    setEditing(false);
    toast.success('Comentário editado');
    await utils.feed.comments.invalidate({ postId });
  };
  // The promise, not `mutate`'s per-call onSuccess: the live removal of the comment can unmount this item
  // before the answer arrives, and react-query then skips those callbacks (no 'Comentário apagado').
  // A failure is shown by the query client's pipe (meta above).
  const onDelete = () =>
    remove.mutateAsync({ commentId: c.id }).then(() => {
      setAsking(false);
      dropFromFeed(utils, { postIds: [], comments: [{ id: c.id, postId }] });
      toast.success('Comentário apagado');
      void refetchFeedPost(utils, postId);
    }, ignoreShownError);
  return (
    <li className="rounded-lg bg-neutral-950/60 px-3 py-2 text-sm" data-testid="comment">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <MemberLink username={c.author.username}>
          <strong className="text-neutral-50">{c.author.displayName}</strong>
        </MemberLink>
        <AuthorBadge badge={c.author.badge} />
        <RelativeTime at={c.createdAt} className="text-xs text-neutral-500" />
        {c.editedAt && <span className="text-xs text-neutral-500">(editado)</span>}
      </p>
      {editing ? (
        <CommentEditForm commentId={c.id} content={c.content} onSave={save} onCancel={() => setEditing(false)} />
      ) : (
        <LinkedText text={c.content} mentions={c.mentions} className="whitespace-pre-line text-neutral-200" />
      )}
      <span className="flex flex-wrap gap-1">
        {isMine && !editing && canStillEdit(c.createdAt, Date.now()) && (
          <button type="button" className={small} onClick={() => setEditing(true)}>
            <Pencil className="size-3.5" aria-hidden />
            Editar
          </button>
        )}
        {isMine && (
          <button type="button" className={small} onClick={() => setAsking(true)}>
            <Trash2 className="size-3.5" aria-hidden />
            Apagar
          </button>
        )}
        <CommentActions commentId={c.id} postId={postId} isMine={isMine} />
      </span>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Apagar este comentário?"
        description="O comentário sai do post para todos. Não dá para desfazer."
        confirmLabel="Apagar"
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </li>
  );
}
