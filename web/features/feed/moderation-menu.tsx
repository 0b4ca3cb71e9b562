import { Flag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { RemovableTarget } from '../../../worker/contracts/moderation';
import { ReportDialog, type ReportSubject } from '../../components/report-dialog';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { ignoreShownError, RETRY_LATER } from '../../lib/error-pipe';
import { dropFromFeed } from './feed-cache';

/** Whether the signed-in member moderates from the feed (the artist's account). */
export const useCanModerate = () => trpc.moderation.viewer.useQuery(undefined, { staleTime: 5 * 60_000 }).data?.canModerate ?? false;

/** 'Remover' confirmed in the site's dialog: the item leaves this page at once, and every other open feed live. */
export function useRemoval(target: { targetType: RemovableTarget; targetId: string; postId: string }) {
  const utils = trpc.useUtils();
  const remove = trpc.moderation.remove.useMutation({ meta: { errorToast: 'Erro ao remover', errorDescription: RETRY_LATER } });
  const [confirming, setConfirming] = useState(false);
  // The promise, not `mutate`'s per-call onSuccess: the item leaves every feed live, possibly before the answer
  // arrives here, and react-query skips an unmounted caller's callbacks. A failure is shown by the pipe (meta above).
  const run = () =>
    remove.mutateAsync({ targetType: target.targetType, targetId: target.targetId }).then(() => {
      dropFromFeed(
        utils,
        target.targetType === 'post'
          ? { postIds: [target.targetId], comments: [] }
          : { postIds: [], comments: [{ id: target.targetId, postId: target.postId }] },
      );
      setConfirming(false);
      toast.success(target.targetType === 'post' ? 'Post removido' : 'Comentário removido');
    }, ignoreShownError);
  const noun = target.targetType === 'post' ? 'post' : 'comentário';
  const dialog = (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      title={`Remover este ${noun}?`}
      description={`O ${noun} some para todos e quem escreveu é avisado de que ele violou as regras da comunidade.`}
      confirmLabel="Remover"
      pending={remove.isPending}
      onConfirm={run}
    />
  );
  return { ask: () => setConfirming(true), dialog };
}

const small =
  'inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-xs font-semibold text-neutral-400 hover:bg-neutral-800 hover:text-neutral-200';

/** Under each comment: 'Denunciar' (someone else's) and, for the artist's account, 'Remover'. */
export function CommentActions({ commentId, postId, isMine }: { commentId: string; postId: string; isMine: boolean }) {
  const canModerate = useCanModerate();
  const [subject, setSubject] = useState<ReportSubject | null>(null);
  const removal = useRemoval({ targetType: 'comment', targetId: commentId, postId });
  return (
    <span className="flex gap-1">
      {!isMine && (
        <button
          type="button"
          className={small}
          onClick={() => setSubject({ targetType: 'comment', targetId: commentId, label: 'comentário' })}
        >
          <Flag className="size-3.5" aria-hidden />
          Denunciar
        </button>
      )}
      {canModerate && (
        <button type="button" className={`${small} text-red-300`} onClick={removal.ask}>
          <Trash2 className="size-3.5" aria-hidden />
          Remover
        </button>
      )}
      <ReportDialog subject={subject} onClose={() => setSubject(null)} />
      {removal.dialog}
    </span>
  );
}
