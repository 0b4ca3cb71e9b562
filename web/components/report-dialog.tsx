import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  reportInput,
  type ReportInput,
  type ReportTarget,
} from '../../worker/contracts/moderation';
import { trpc } from '../lib/trpc';
import { RETRY_LATER } from '../lib/error-pipe';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { toast } from './ui/toaster';

export interface ReportSubject {
  targetType: ReportTarget;
  targetId: string;
  /** What the title names: 'post', 'comentário', 'mensagem', or the member's name. */
  label: string;
}

const TITLE: Record<ReportTarget, (label: string) => string> = {
  post: () => 'Denunciar post',
  comment: () => 'Denunciar comentário',
  message: () => 'Denunciar mensagem',
  member: (name) => `Denunciar ${name}`,
};

/**
 * 'Denunciar': a reason ('Outro' with the member's words, required then), 'Enviar denúncia', and
 * the link to the community rules. The same schema as `moderation.report` checks the form.
 */
export function ReportDialog({ subject, onClose }: { subject: ReportSubject | null; onClose: () => void }) {
  const report = trpc.moderation.report.useMutation({ meta: { errorToast: 'Erro ao denunciar', errorDescription: RETRY_LATER } });
  const form = useForm<ReportInput>({ resolver: zodResolver(reportInput), mode: 'onSubmit' });
  const reason = form.watch('reason');
  const details = form.watch('details') ?? '';
  const { errors } = form.formState;

  useEffect(() => {
    if (subject) form.reset({ targetType: subject.targetType, targetId: subject.targetId, reason: undefined, details: '' });
  }, [subject, form]);

  // What is missing is said beside its field, where the focus goes; not again in a toast, which on a phone
  // would sit over 'Enviar denúncia'.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await report.mutateAsync(values.reason === 'other' ? values : { ...values, details: undefined });
      toast.success('Denúncia enviada', { description: 'Obrigado. A moderação vai analisar.' });
      onClose();
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts); the dialog stays open with the reason.
    }
  });

  return (
    <Dialog
      open={subject !== null}
      onOpenChange={(open) => !open && onClose()}
      title={subject ? TITLE[subject.targetType](subject.label) : 'Denunciar'}
      description={
        <>
          Por que você está denunciando? Veja as{' '}
          <a
            href="/regras"
            target="_blank"
            rel="noopener"
            className="font-semibold text-neutral-200 underline underline-offset-2 hover:text-brand-400"
          >
            regras da comunidade
          </a>
          .
        </>
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Motivo</legend>
          {REPORT_REASONS.map((r) => (
            <label
              key={r}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-neutral-800 px-3 hover:bg-neutral-800 has-[:checked]:border-brand-400"
            >
              <input type="radio" value={r} {...form.register('reason')} className="size-4 accent-brand-400" />
              <span>{REPORT_REASON_LABELS[r]}</span>
            </label>
          ))}
          {errors.reason && <p className="text-sm text-red-400">{errors.reason.message}</p>}
        </fieldset>
        {reason === 'other' && (
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-semibold text-neutral-200">Conte o que aconteceu</span>
            <textarea
              rows={3}
              maxLength={REPORT_DETAILS_MAX}
              aria-invalid={Boolean(errors.details)}
              {...form.register('details')}
              className="rounded-lg border border-neutral-700 bg-neutral-950 p-3 text-neutral-50 focus-visible:outline-2 focus-visible:outline-brand-400"
            />
            <span className="flex justify-between text-xs text-neutral-500">
              <span className="text-red-400">{errors.details?.message}</span>
              <span>
                {details.length}/{REPORT_DETAILS_MAX}
              </span>
            </span>
          </label>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" variant="danger" loading={report.isPending} disabled={!reason}>
            Enviar denúncia
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
