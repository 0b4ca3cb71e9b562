import { Flag, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { formatDate } from '../../lib/format';
import { ErrorLine } from '../../components/ui/error-line';
import { trpc } from '../../lib/trpc';
import { RETRY_LATER } from '../../lib/error-pipe';
import { ReportCard } from './report-card';

/** 'Denúncias': the open reports, one card per item, oldest first; then the suspended members. */
export function ReportsQueue() {
  const queue = trpc.artist.reports.useQuery();
  const count = trpc.artist.reportCount.useQuery();
  return (
    <section aria-labelledby="denuncias-title" className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-neutral-900 p-4 sm:p-5">
      <h2 id="denuncias-title" className="flex flex-wrap items-center gap-2 font-display text-lg font-black uppercase">
        <Flag className="size-5 text-brand-400" aria-hidden />
        Denúncias
        <span
          className="rounded-full bg-red-500/15 px-2.5 py-0.5 font-sans text-sm font-bold normal-case text-red-300"
          data-testid="open-reports"
        >
          {count.data ? `${count.data.reports} ${count.data.reports === 1 ? 'aberta' : 'abertas'}` : '…'}
        </span>
      </h2>
      {queue.isPending && <p className="text-sm text-neutral-400">Carregando denúncias…</p>}
      {queue.isError && <ErrorLine className="text-sm text-red-400" error={queue.error} fallback="Erro ao carregar as denúncias." />}
      {queue.data?.length === 0 && <p className="text-sm text-neutral-400">Nenhuma denúncia aberta. Comunidade em paz.</p>}
      {queue.data && queue.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {queue.data.map((card) => (
            <ReportCard key={`${card.targetType}:${card.targetId}`} card={card} />
          ))}
        </ul>
      )}
      <SuspendedMembers />
    </section>
  );
}

function SuspendedMembers() {
  const utils = trpc.useUtils();
  const list = trpc.artist.suspended.useQuery();
  const reactivate = trpc.artist.unsuspend.useMutation({
    meta: { errorToast: 'Erro ao reativar', errorDescription: RETRY_LATER },
    onSuccess: () =>
      Promise.all([utils.artist.suspended.invalidate(), utils.artist.reports.invalidate(), utils.artist.auditLog.invalidate()]),
  });
  const [asking, setAsking] = useState<{ userId: string; name: string } | null>(null);
  if (!list.data?.length) return null;
  const run = async () => {
    if (!asking) return;
    try {
      await reactivate.mutateAsync({ memberId: asking.userId });
      toast.success('Membro reativado');
      setAsking(null);
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  };
  return (
    <div>
      <h3 className="text-sm font-bold uppercase text-neutral-400">Suspensos</h3>
      <ul className="mt-2 flex flex-col divide-y divide-neutral-800 text-sm">
        {list.data.map((m) => (
          <li key={m.userId} className="flex flex-wrap items-center gap-2 py-2">
            <span className="font-semibold text-neutral-100">
              {m.displayName} (@{m.username})
            </span>
            <span className="text-neutral-400">{m.suspendedUntil ? `até ${formatDate(m.suspendedUntil)}` : 'permanente'}</span>
            <Button variant="secondary" className="ml-auto" onClick={() => setAsking({ userId: m.userId, name: m.displayName })}>
              <UserCheck className="size-4" aria-hidden />
              Reativar
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Reativar ${asking?.name ?? ''}?`}
        description="A suspensão termina agora e os posts ocultados voltam a aparecer."
        confirmLabel="Reativar"
        tone="primary"
        pending={reactivate.isPending}
        onConfirm={() => void run()}
      />
    </div>
  );
}
