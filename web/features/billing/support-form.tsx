import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { LifeBuoy, Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { ErrorText } from '../../../worker/contracts/errors';
import { SUPPORT_MAX, supportMessageInput, type SupportMessageInput } from '../../../worker/contracts/support';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { toastInvalid } from '../../components/ui/invalid-toast';
import { toast } from '../../components/ui/toaster';
import { ErrorLine } from '../../components/ui/error-line';
import { trpc } from '../../lib/trpc';

const SUPPORT_TIER_ONLY: ErrorText<'SUPPORT_TIER_ONLY'> = 'Suporte prioritário é um benefício dos planos Prata e Ouro.';

/** 'Fale com a equipe' (/meu-plano): Prata and Ouro members write to the team and get the answer by e-mail. */
export function SupportForm() {
  const rights = trpc.members.rights.useQuery();
  const send = trpc.support.send.useMutation({ meta: { errorToast: 'Erro ao enviar mensagem' } });
  const form = useForm<SupportMessageInput>({ resolver: zodResolver(supportMessageInput), defaultValues: { message: '' } });
  const error = form.formState.errors.message?.message;
  const length = form.watch('message').length;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await send.mutateAsync(values);
        form.reset({ message: '' });
        toast.success('Mensagem enviada! Responderemos por e-mail.');
      } catch {
        // Told by the mutation's meta (lib/error-pipe.ts).
      }
    },
    (errs) => toastInvalid(errs.message?.message),
  );

  return (
    <section
      aria-labelledby="suporte-titulo"
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-neutral-800 bg-neutral-900/70 p-5 sm:p-6"
    >
      <h2 id="suporte-titulo" className="flex items-center gap-2 font-display text-xl uppercase">
        <LifeBuoy className="size-5 text-brand-400" aria-hidden />
        Fale com a equipe
      </h2>
      {rights.isPending ? (
        <div aria-hidden className="h-28 animate-pulse rounded-xl bg-neutral-950/60" />
      ) : rights.isError ? (
        <ErrorLine className="text-sm text-red-300" error={rights.error} fallback="Erro ao carregar seu plano" />
      ) : !rights.data.prioritySupport ? (
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm text-neutral-300">
            <Lock className="size-4 shrink-0 text-neutral-400" aria-hidden />
            {SUPPORT_TIER_ONLY}
          </p>
          <Link
            to="/pricing"
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-400 px-4 text-sm font-bold uppercase tracking-wide text-brand-400 hover:bg-brand-400/10"
          >
            Ver planos
          </Link>
        </div>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-2">
          <label htmlFor="suporte-mensagem" className="text-sm text-neutral-300">
            Conte o que aconteceu: sua mensagem entra na fila prioritária e a resposta chega no seu e-mail.
          </label>
          <textarea
            id="suporte-mensagem"
            rows={4}
            maxLength={SUPPORT_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby="suporte-contagem"
            className={cn(
              'rounded-lg border bg-neutral-950 p-3 text-base text-neutral-50',
              error ? 'border-red-500' : 'border-neutral-700',
            )}
            {...form.register('message')}
          />
          <p id="suporte-contagem" className={cn('text-xs', error ? 'text-red-400' : 'text-neutral-400')}>
            {error ?? `${length}/${SUPPORT_MAX} caracteres (mínimo de 10)`}
          </p>
          <Button type="submit" loading={form.formState.isSubmitting} className="self-start">
            Enviar mensagem
          </Button>
        </form>
      )}
    </section>
  );
}
