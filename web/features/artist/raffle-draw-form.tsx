import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { stripInvisible } from '../../../worker/contracts/plain-text';
import { RAFFLE_SEEDS_DIFFER, raffleDrawInput, type RaffleDrawInput } from '../../../worker/contracts/raffle';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { toastInvalid } from '../../components/ui/invalid-toast';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { ErrorLine } from '../../components/ui/error-line';
import { readError } from '../../lib/trpc-error';

const COUNT = new Intl.NumberFormat('pt-BR');

/**
 * The seed announced in advance, then a check before the draw, which cannot be redone: the
 * dialog shows the seed, the SHA-256 and the size of the frozen list exactly as the draw will use
 * them, and asks for the seed again. 'Sortear' waits until both seeds agree under the same
 * contract the server applies.
 */
export function RaffleDrawForm() {
  const utils = trpc.useUtils();
  const form = useForm<RaffleDrawInput>({ resolver: zodResolver(raffleDrawInput), defaultValues: { seed: '', seedAgain: '' } });
  const [open, setOpen] = useState(false);
  const preview = trpc.artist.drawPreview.useQuery(undefined, { enabled: open, staleTime: 0, gcTime: 0, retry: false });
  const draw = trpc.artist.drawRaffle.useMutation({ meta: { errorToast: 'Erro ao sortear' } });
  const [seed, seedAgain] = form.watch(['seed', 'seedAgain']);
  const agreed = raffleDrawInput.safeParse({ seed, seedAgain }).success;
  // Said while typing only once the second seed is as long as the first: no red text at each key.
  const differ = !agreed && seedAgain.trim().length >= seed.trim().length;
  const seedError = form.formState.errors.seed?.message;
  const againError = form.formState.errors.seedAgain?.message ?? (differ ? RAFFLE_SEEDS_DIFFER : undefined);

  const review = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await form.trigger('seed'))) return toastInvalid(form.getFieldState('seed').error?.message);
    form.setValue('seedAgain', '');
    form.clearErrors('seedAgain');
    setOpen(true);
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await draw.mutateAsync(values);
        setOpen(false);
        toast.success('Sorteio realizado!');
      } catch (err) {
        // Told by the mutation's meta; a refused seed is also put on its field.
        const { message, appCode } = readError(err, 'Erro ao sortear');
        if (appCode === 'BAD_INPUT') form.setError('seedAgain', { message });
      } finally {
        await Promise.all([utils.raffle.status.invalidate(), utils.artist.raffleWinners.invalidate()]);
      }
    },
    (errs) => toastInvalid(errs.seedAgain?.message ?? errs.seed?.message),
  );

  return (
    <>
      <form onSubmit={(e) => void review(e)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Field
            label="Semente pública anunciada"
            placeholder="Loteria Federal 05923: 12345"
            autoComplete="off"
            error={seedError}
            {...form.register('seed')}
          />
        </div>
        <Button type="submit" disabled={seed.trim().length < 3}>
          Conferir e sortear
        </Button>
      </form>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Confira antes de sortear"
        description="O sorteio não pode ser refeito. Estes são os dados que ficam publicados em /sorteio."
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label="Confirmar o sorteio">
          <dl
            className="grid gap-3 rounded-xl border border-neutral-800 bg-neutral-950 p-3 text-sm"
            aria-busy={preview.isLoading || undefined}
          >
            <div>
              <dt className="text-neutral-400">Semente</dt>
              <dd className="break-all font-mono font-bold text-neutral-50" data-testid="previa-semente">
                {stripInvisible(seed).trim()}
              </dd>
            </div>
            <div>
              <dt className="text-neutral-400">SHA-256 da lista de cupons</dt>
              <dd className="break-all font-mono text-xs text-neutral-100" data-testid="previa-hash">
                {preview.data?.couponsSha256 ?? (preview.isLoading ? 'Carregando…' : '—')}
              </dd>
            </div>
            <div>
              <dt className="text-neutral-400">Número de cupons</dt>
              <dd className="font-bold text-neutral-50" data-testid="previa-cupons">
                {preview.data ? COUNT.format(preview.data.couponCount) : preview.isLoading ? 'Carregando…' : '—'}
              </dd>
            </div>
          </dl>
          {preview.isError && (
            <ErrorLine
              role="alert"
              className="text-sm text-red-400"
              error={preview.error}
              fallback="Não foi possível carregar a lista de cupons. Tente novamente."
            />
          )}
          <Field
            label="Digite a semente de novo"
            autoComplete="off"
            hint="Digite de novo a semente anunciada, para evitar um erro de digitação."
            error={againError}
            {...form.register('seedAgain')}
          />
          {agreed && <p className="-mt-2 text-xs font-semibold text-emerald-300">As duas sementes conferem.</p>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" loading={draw.isPending} disabled={!agreed || !preview.data}>
              Sortear
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
