import { zodResolver } from '@hookform/resolvers/zod';
import { Radio, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { LIVE_TITLE_MAX, scheduleLiveInput, type ScheduleLiveInput } from '../../../worker/contracts/lives';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { toastInvalid } from '../../components/ui/invalid-toast';
import { toast } from '../../components/ui/toaster';
import { formatDateTime } from '../../lib/format';
import { ErrorLine } from '../../components/ui/error-line';
import { trpc } from '../../lib/trpc';

const EMPTY: ScheduleLiveInput = { title: '', date: '', time: '', url: '' };

/** The panel's 'Lives': schedule one (São Paulo date and time, an https link), see the upcoming ones, cancel one. */
export function LivesPanel() {
  const utils = trpc.useUtils();
  const list = trpc.artist.lives.useQuery();
  const schedule = trpc.artist.scheduleLive.useMutation({ meta: { errorToast: 'Erro ao agendar a live' } });
  const cancel = trpc.artist.cancelLive.useMutation({ meta: { errorToast: 'Erro ao cancelar a live' } });
  const form = useForm<ScheduleLiveInput>({ resolver: zodResolver(scheduleLiveInput), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await schedule.mutateAsync(values);
        form.reset(EMPTY);
        await utils.artist.lives.invalidate();
        toast.success('Live agendada! Os membros Prata e Ouro já veem a contagem regressiva.');
      } catch {
        // Told by the mutation's meta (lib/error-pipe.ts).
      }
    },
    (errs) => toastInvalid(errs.title?.message ?? errs.date?.message ?? errs.time?.message ?? errs.url?.message),
  );

  const remove = async (id: string) => {
    try {
      await cancel.mutateAsync({ id });
      await utils.artist.lives.invalidate();
      toast.success('Live cancelada.');
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  };

  return (
    <section aria-labelledby="lives-title" className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-neutral-900 p-4 sm:p-5">
      <h2 id="lives-title" className="flex items-center gap-2 font-display text-lg font-black uppercase">
        <Radio className="size-5 text-brand-400" aria-hidden />
        Lives
      </h2>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-3 md:grid-cols-2">
        <div className="md:col-span-2">
          <Field label="Título da live" maxLength={LIVE_TITLE_MAX} error={errors.title?.message} {...form.register('title')} />
        </div>
        <Field label="Data" type="date" error={errors.date?.message} {...form.register('date')} />
        <Field label="Horário (Brasília)" type="time" error={errors.time?.message} {...form.register('time')} />
        <div className="md:col-span-2">
          <Field
            label="Link da live"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/..."
            hint="YouTube, Instagram ou outro link que comece com https://"
            error={errors.url?.message}
            {...form.register('url')}
          />
        </div>
        <Button type="submit" loading={isSubmitting} className="md:col-span-2 md:justify-self-start">
          Agendar live
        </Button>
      </form>
      <div>
        <h3 className="text-sm font-bold uppercase tracking-wide text-neutral-300">Próximas lives</h3>
        {list.isPending ? (
          <div aria-hidden className="mt-2 h-12 animate-pulse rounded-lg bg-neutral-800" />
        ) : list.isError ? (
          <ErrorLine className="mt-2 text-sm text-red-400" error={list.error} fallback="Erro ao carregar as lives" />
        ) : list.data.length === 0 ? (
          <p className="mt-2 text-sm text-neutral-400">Nenhuma live agendada.</p>
        ) : (
          <ul aria-label="Próximas lives" className="mt-2 flex flex-col divide-y divide-neutral-800">
            {list.data.map((l) => (
              <li key={l.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="break-words font-semibold text-neutral-50">
                    {l.live && (
                      <span className="mr-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-black uppercase text-white">Ao vivo</span>
                    )}
                    {l.title}
                  </p>
                  <p className="text-sm text-neutral-400">
                    <time dateTime={l.startsAt}>{formatDateTime(l.startsAt)}</time> ·{' '}
                    <a href={l.url} target="_blank" rel="noopener noreferrer" className="break-all text-brand-400 underline">
                      {l.url}
                    </a>
                  </p>
                </div>
                <Button
                  variant="ghost"
                  onClick={() => void remove(l.id)}
                  disabled={cancel.isPending}
                  aria-label={`Cancelar a live ${l.title}`}
                >
                  <Trash2 className="size-4" aria-hidden />
                  Cancelar
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
