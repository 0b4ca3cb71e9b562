import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  RAFFLE_GROUND_LABELS,
  raffleVoidInput,
  type RaffleIntegrityGroup,
  type RaffleVoidInput,
} from '../../../worker/contracts/raffle-integrity';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';

const cupons = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'cupom' : 'cupons'}`;

/**
 * 'Anular cupons' for one group, in the site's own dialog: the reason (public on /sorteio, so no
 * personal data) checked by the procedure's own contract. A group that changed meanwhile is refused
 * by the server; the list is then read again so the artist sees what it is now.
 */
export function RaffleVoidDialog({ group, onClose }: { group: RaffleIntegrityGroup | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const voidGroup = trpc.artist.voidRaffleGroup.useMutation({ meta: { errorToast: 'Erro ao anular os cupons' } });
  const form = useForm<RaffleVoidInput>({
    resolver: zodResolver(raffleVoidInput),
    values: { groupId: group?.id ?? '', couponCount: group?.couponCount ?? 0, reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const refresh = () =>
    Promise.all([utils.artist.raffleIntegrity.invalidate(), utils.artist.auditLog.invalidate(), utils.raffle.status.invalidate()]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { voided } = await voidGroup.mutateAsync(values);
      toast.success(`${cupons(voided)} anulados. Cada votante foi avisado por e-mail.`);
      form.reset();
      onClose();
    } catch {
      // Told by the mutation's meta; the list is read again below.
    } finally {
      await refresh();
    }
  });

  return (
    <ConfirmDialog
      open={!!group}
      onOpenChange={(open) => !open && onClose()}
      title="Anular cupons?"
      description={group && `${cupons(group.couponCount)} · ${RAFFLE_GROUND_LABELS[group.rule]}`}
      confirmLabel="Anular cupons"
      pending={voidGroup.isPending}
      onConfirm={() => void submit()}
    >
      <div className="flex flex-col gap-3 text-sm text-neutral-200">
        <p>
          Os cupons saem do sorteio e não entram na lista congelada. Cada votante recebe um e-mail com o motivo. Isto não pode ser desfeito.
        </p>
        <label className="flex flex-col gap-1 font-semibold">
          Motivo
          <textarea
            rows={3}
            maxLength={300}
            aria-invalid={!!error}
            aria-describedby="void-reason-help"
            className="rounded-lg border border-neutral-700 bg-neutral-950 px-3 py-2 font-normal text-neutral-50 outline-none focus:border-brand-400"
            {...form.register('reason')}
          />
        </label>
        <p id="void-reason-help" className={error ? 'text-red-400' : 'text-neutral-400'}>
          {error ?? 'Aparece na página pública do sorteio: não escreva nomes, CPFs ou e-mails.'}
        </p>
      </div>
    </ConfirmDialog>
  );
}
