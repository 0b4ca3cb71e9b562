import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { BADGE_TEXT_MAX, customBadge, type CustomBadge } from '../../../worker/contracts/custom-badge';
import type { ErrorText } from '../../../worker/contracts/errors';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toaster';
import { ErrorLine } from '../../components/ui/error-line';
import { RETRY_LATER } from '../../lib/error-pipe';
import { trpc } from '../../lib/trpc';

const NOT_OURO: ErrorText<'BADGE_NOT_OURO'> = 'O selo personalizado é um benefício do plano Ouro.';

/** 'Selo personalizado' (plano Ouro): an emoji and a short text beside the member's name on posts and comments. */
export function CustomBadgeForm() {
  const utils = trpc.useUtils();
  const view = trpc.members.badge.useQuery();
  const save = trpc.members.setBadge.useMutation({
    meta: { errorToast: 'Erro ao salvar o selo', errorDescription: RETRY_LATER },
    onSuccess: (data) => {
      utils.members.badge.setData(undefined, data);
      return Promise.all([utils.feed.list.invalidate(), utils.feed.comments.invalidate()]);
    },
  });
  const form = useForm<CustomBadge>({ resolver: zodResolver(customBadge), defaultValues: { emoji: '', text: '' }, mode: 'onTouched' });
  const saved = view.data?.badge ?? null;
  useEffect(() => {
    if (saved) form.reset(saved);
  }, [saved, form]);
  const { errors, isDirty } = form.formState;

  const store = (badge: CustomBadge | null) =>
    save.mutateAsync({ badge }).then(
      () => {
        form.reset(badge ?? { emoji: '', text: '' });
        toast.success(badge ? 'Selo salvo!' : 'Selo removido.');
      },
      () => undefined,
    );
  const submit = form.handleSubmit((values) => store(values));

  return (
    <section aria-labelledby="badge-title" className="flex flex-col gap-3">
      <h2 id="badge-title" className="text-sm font-semibold text-neutral-200">
        Selo personalizado
      </h2>
      {view.isPending && <p className="text-sm text-neutral-400">Carregando…</p>}
      {view.isError && <ErrorLine className="text-sm text-red-400" error={view.error} fallback="Erro ao carregar" />}
      {view.data && !view.data.allowed && (
        <p className="text-sm text-neutral-300">
          {NOT_OURO}{' '}
          <Link to="/pricing" className="font-bold text-brand-400 underline underline-offset-2">
            Conhecer o plano Ouro
          </Link>
        </p>
      )}
      {view.data?.allowed && (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Selo personalizado" className="flex flex-col gap-3">
          <p className="text-sm text-neutral-400">Aparece ao lado do seu nome nos posts e comentários.</p>
          <div className="grid grid-cols-[5rem_1fr] gap-3">
            <Field label="Emoji" maxLength={16} placeholder="🔥" error={errors.emoji?.message} {...form.register('emoji')} />
            <Field
              label={`Texto (até ${BADGE_TEXT_MAX})`}
              maxLength={40}
              placeholder="Fã nº 1"
              error={errors.text?.message}
              {...form.register('text')}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending && save.variables?.badge !== null} disabled={!isDirty}>
              Salvar selo
            </Button>
            {saved && (
              <Button
                type="button"
                variant="secondary"
                loading={save.isPending && save.variables?.badge === null}
                onClick={() => void store(null)}
              >
                Remover selo
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
