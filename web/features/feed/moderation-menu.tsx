import { Flag, MoreHorizontal, Trash2, UserX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { FeedAuthor } from '../../../worker/contracts/feed';
import type { RemovableTarget } from '../../../worker/contracts/moderation';
import { ReportDialog, type ReportSubject } from '../../components/report-dialog';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { readError } from '../../lib/trpc-error';
import { dropFromFeed } from './feed-cache';

const item = 'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm text-neutral-200 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-neutral-400';

/** Whether the signed-in member moderates from the feed (the artist's account). */
const useCanModerate = () => trpc.moderation.viewer.useQuery(undefined, { staleTime: 5 * 60_000 }).data?.canModerate ?? false;

/** 'Remover' confirmed in the site's dialog: the item leaves this page at once, and every other open feed live. */
function useRemoval(target: { targetType: RemovableTarget; targetId: string; postId: string }) {
  const utils = trpc.useUtils();
  const remove = trpc.moderation.remove.useMutation();
  const [confirming, setConfirming] = useState(false);
  const run = async () => {
    try {
      await remove.mutateAsync({ targetType: target.targetType, targetId: target.targetId });
      dropFromFeed(utils, target.targetType === 'post' ? { postIds: [target.targetId], comments: [] } : { postIds: [], comments: [{ id: target.targetId, postId: target.postId }] });
      setConfirming(false);
      toast.success(target.targetType === 'post' ? 'Post removido' : 'Comentário removido');
    } catch (e) {
      toast.error('Erro ao remover', { description: readError(e, 'Tente novamente em alguns minutos.').message });
    }
  };
  const noun = target.targetType === 'post' ? 'post' : 'comentário';
  const dialog = (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      title={`Remover este ${noun}?`}
      description={`O ${noun} some para todos e quem escreveu é avisado de que ele violou as regras da comunidade.`}
      confirmLabel="Remover"
      pending={remove.isPending}
      onConfirm={() => void run()}
    />
  );
  return { ask: () => setConfirming(true), dialog };
}

/** The post card's '⋯' menu: 'Denunciar', 'Denunciar membro' (someone else's post) and, for the artist's account, 'Remover'. */
export function PostMenu({ postId, author, isMine }: { postId: string; author: FeedAuthor; isMine: boolean }) {
  const canModerate = useCanModerate();
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState<ReportSubject | null>(null);
  const removal = useRemoval({ targetType: 'post', targetId: postId, postId });
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (isMine && !canModerate) return null;
  const pick = (then: () => void) => () => {
    setOpen(false);
    then();
  };
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label="Mais opções do post"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-neutral-400 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-neutral-400"
      >
        <MoreHorizontal className="size-5" aria-hidden />
      </button>
      {open && (
        <div role="menu" className="absolute right-0 z-20 mt-1 w-56 rounded-xl border border-neutral-800 bg-neutral-900 p-1 shadow-2xl">
          {!isMine && (
            <>
              <button type="button" role="menuitem" className={item} onClick={pick(() => setSubject({ targetType: 'post', targetId: postId, label: 'post' }))}>
                <Flag className="size-4" aria-hidden />
                Denunciar
              </button>
              <button type="button" role="menuitem" className={item} onClick={pick(() => setSubject({ targetType: 'member', targetId: author.userId, label: author.displayName }))}>
                <UserX className="size-4" aria-hidden />
                Denunciar membro
              </button>
            </>
          )}
          {canModerate && (
            <button type="button" role="menuitem" className={`${item} text-red-300`} onClick={pick(removal.ask)}>
              <Trash2 className="size-4" aria-hidden />
              Remover
            </button>
          )}
        </div>
      )}
      <ReportDialog subject={subject} onClose={() => setSubject(null)} />
      {removal.dialog}
    </div>
  );
}

const small = 'inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-xs font-semibold text-neutral-400 hover:bg-neutral-800 hover:text-neutral-200';

/** Under each comment: 'Denunciar' (someone else's) and, for the artist's account, 'Remover'. */
export function CommentActions({ commentId, postId, isMine }: { commentId: string; postId: string; isMine: boolean }) {
  const canModerate = useCanModerate();
  const [subject, setSubject] = useState<ReportSubject | null>(null);
  const removal = useRemoval({ targetType: 'comment', targetId: commentId, postId });
  return (
    <span className="flex gap-1">
      {!isMine && (
        <button type="button" className={small} onClick={() => setSubject({ targetType: 'comment', targetId: commentId, label: 'comentário' })}>
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
