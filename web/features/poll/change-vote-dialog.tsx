import type { ChangedVote, MyVote, PollOptionView } from '../../../worker/contracts/poll';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toaster';
import { errorCode } from '../../lib/trpc-error';
import { trpc } from '../../lib/trpc';
import type { ErrorText } from '../../../worker/contracts/errors';

const CHANGE_FAILED: ErrorText<'CHANGE_VOTE_FAILED'> = 'Erro ao alterar voto. Tente novamente.';

export interface ChangeVoteDialogProps {
  target: PollOptionView | null;
  current: MyVote;
  voterToken: string | null;
  onChanged: (vote: ChangedVote) => void;
  /** The server no longer knows this token: forget it. */
  onLost: () => void;
  onClose: () => void;
}

/** Choosing another design after voting asks before moving the vote; the coupon stays. */
export function ChangeVoteDialog({ target, current, voterToken, onChanged, onLost, onClose }: ChangeVoteDialogProps) {
  const change = trpc.poll.changeVote.useMutation({ meta: { errorToast: CHANGE_FAILED } });

  const confirm = async () => {
    if (!target) return;
    if (!voterToken) {
      toast.error('Erro ao identificar voto anterior');
      return;
    }
    try {
      const vote = await change.mutateAsync({ voterToken, optionId: target.id });
      toast.success(`Voto alterado para ${vote.designName}! Seu cupom continua o mesmo.`);
      onChanged(vote);
    } catch (e) {
      // Told by the mutation's meta. A vote the server no longer knows ends here; any other failure keeps the question open to retry.
      if (errorCode(e) === 'VOTE_NOT_FOUND') {
        onLost();
        onClose();
      }
    }
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()} title="Mudar seu voto?">
      {target && (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-4">
            <img
              src={target.imageUrl}
              alt=""
              width={720}
              height={720}
              className="size-20 shrink-0 rounded-lg bg-neutral-800 object-cover"
            />
            <p className="text-neutral-200">
              Seu voto atual é <strong className="text-white">{current.designName}</strong>. Quer mudar para{' '}
              <strong className="text-brand-400">{target.name}</strong>?
            </p>
          </div>
          <p className="rounded-lg bg-neutral-800/70 p-3 text-sm text-neutral-300">
            Seu cupom <span className="font-mono font-bold text-brand-400">{current.coupon}</span> continua o mesmo.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Cancelar
            </Button>
            <Button loading={change.isPending} onClick={() => void confirm()}>
              Confirmar mudança
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
