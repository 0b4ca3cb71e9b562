import { zodResolver } from '@hookform/resolvers/zod';
import { LifeBuoy } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { SUPPORT_MAX, supportReplyInput, type SupportReplyInput, type SupportRequestView } from '../../../worker/contracts/support';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { toast } from '../../components/ui/toaster';
import { formatDateTime } from '../../lib/format';
import { ErrorLine } from '../../components/ui/error-line';
import { toastInvalid } from '../../components/ui/invalid-toast';
import { trpc } from '../../lib/trpc';

/** The panel's 'Suporte': members' 'Fale com a equipe' messages, Ouro first then the oldest, each with its reply form. */
export function SupportQueue() {
  const queue = trpc.artist.supportQueue.useQuery();
  return (
    <section aria-labelledby="support-title" className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-neutral-900 p-4 sm:p-5">
      <h2 id="support-title" className="flex items-center gap-2 font-display text-lg font-black uppercase">
        <LifeBuoy className="size-5 text-brand-400" aria-hidden />
        Suporte
      </h2>
      <p className="text-sm text-neutral-400">Mensagens dos membros Prata e Ouro, Ouro primeiro. A resposta vai por e-mail.</p>
      {queue.isPending ? (
        <div aria-hidden className="h-20 animate-pulse rounded-lg bg-neutral-800" />
      ) : queue.isError ? (
        <ErrorLine className="text-sm text-red-400" error={queue.error} fallback="Erro ao carregar o suporte" />
      ) : queue.data.length === 0 ? (
        <p className="text-sm text-neutral-400">Nenhuma mensagem esperando resposta.</p>
      ) : (
        <ol aria-label="Mensagens de suporte" className="flex flex-col gap-3">
          {queue.data.map((r) => (
            <SupportItem key={r.id} request={r} />
          ))}
        </ol>
      )}
    </section>
  );
}

function SupportItem({ request }: { request: SupportRequestView }) {
  const utils = trpc.useUtils();
  const reply = trpc.artist.replySupport.useMutation({ meta: { errorToast: 'Erro ao enviar a resposta' } });
  const form = useForm<SupportReplyInput>({ resolver: zodResolver(supportReplyInput), defaultValues: { id: request.id, reply: '' } });
  const error = form.formState.errors.reply?.message;
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await reply.mutateAsync(values);
        toast.success(`Resposta enviada por e-mail para @${request.username}.`);
        await utils.artist.supportQueue.invalidate();
      } catch {
        // Told by the mutation's meta (lib/error-pipe.ts).
      }
    },
    (errs) => toastInvalid(errs.reply?.message),
  );
  return (
    <li className="rounded-xl border border-neutral-800 p-3 sm:p-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {request.tier && (
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-black uppercase',
              request.tier === 'Ouro' ? 'bg-amber-400 text-neutral-950' : 'bg-neutral-300 text-neutral-950',
            )}
          >
            {request.tier}
          </span>
        )}
        <strong className="text-neutral-50">{request.displayName}</strong>
        <span className="text-neutral-400">@{request.username}</span>
        <time className="text-neutral-400 sm:ml-auto" dateTime={request.createdAt}>
          {formatDateTime(request.createdAt)}
        </time>
      </p>
      <p className="mt-2 whitespace-pre-wrap break-words text-neutral-200">{request.message}</p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-3 flex flex-col gap-2">
        <label className="flex flex-col gap-1 text-sm font-semibold text-neutral-200">
          Resposta
          <textarea
            rows={3}
            maxLength={SUPPORT_MAX}
            aria-invalid={error ? true : undefined}
            className={cn(
              'rounded-lg border bg-neutral-950 p-3 text-base font-normal text-neutral-50',
              error ? 'border-red-500' : 'border-neutral-700',
            )}
            {...form.register('reply')}
          />
        </label>
        {error && <p className="text-xs text-red-400">{error}</p>}
        <Button type="submit" loading={form.formState.isSubmitting} className="self-start">
          Responder por e-mail
        </Button>
      </form>
    </li>
  );
}
