import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { canStillEdit } from '../../../worker/contracts/edits';
import type { FeedPost } from '../../../worker/contracts/feed';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { ignoreShownError, RETRY_LATER } from '../../lib/error-pipe';
import { refetchFeedPost } from './feed-cache';

const action =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-neutral-400 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-neutral-400';

/** The author's own buttons on a post: 'Editar' within 24 h of publishing, and 'Apagar' behind the site's dialog. */
export function PostOwnerActions({ post, onEdit }: { post: FeedPost; onEdit: () => void }) {
  const utils = trpc.useUtils();
  const remove = trpc.feed.delete.useMutation({
    meta: { errorToast: 'Erro ao apagar', errorDescription: RETRY_LATER },
    onSuccess: () => Promise.all([refetchFeedPost(utils, post.id), utils.members.dashboard.invalidate()]),
  });
  const [asking, setAsking] = useState(false);
  // The promise, not `mutate`'s per-call onSuccess: the post can leave the feed (live) before the answer arrives,
  // and react-query skips an unmounted caller's callbacks. A failure is shown by the pipe (meta above).
  const onDelete = () =>
    remove.mutateAsync({ postId: post.id }).then(() => {
      setAsking(false);
      toast.success('Post apagado');
    }, ignoreShownError);
  return (
    <>
      {canStillEdit(post.createdAt, Date.now()) && (
        <button type="button" onClick={onEdit} aria-label="Editar post" className={action}>
          <Pencil className="size-4" aria-hidden />
        </button>
      )}
      <button type="button" onClick={() => setAsking(true)} disabled={remove.isPending} aria-label="Apagar post" className={action}>
        <Trash2 className="size-4" aria-hidden />
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Apagar este post?"
        description="O post sai do feed com os comentários e as reações. Não dá para desfazer."
        confirmLabel="Apagar"
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}

/** Saving an edit: the cached copies take the new text at once, then the server's version. */
export function useEditPost(postId: string) {
  const utils = trpc.useUtils();
  const edit = trpc.feed.editPost.useMutation({ meta: { errorToast: 'Erro ao editar', errorDescription: RETRY_LATER } });
  return async (values: { postId: string; content: string }) => {
    await edit.mutateAsync(values);
    toast.success('Post editado');
    await refetchFeedPost(utils, postId);
  };
}
