import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fanDataRequestForm, type FanDataRequestForm } from '../../../worker/contracts/fan-data';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { useHydrated } from '../../lib/use-hydrated';
import { CouponDigitsFields } from './coupon-digits-fields';

/** From another device: the coupon and the last four CPF digits; a link goes to the e-mail given with the vote. */
export function FanDataRequestForm() {
  const request = trpc.poll.requestDataLink.useMutation({ meta: { errorToast: 'Não foi possível enviar o pedido. Tente novamente.' } });
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<FanDataRequestForm>({
    resolver: zodResolver(fanDataRequestForm),
    defaultValues: { coupon: '', cpfLast4: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  const hydrated = useHydrated();

  const submit = form.handleSubmit(async (values) => {
    try {
      setSent((await request.mutateAsync(values)).message);
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  });

  if (sent) {
    return (
      <p role="status" className="rounded-2xl border border-white/10 bg-neutral-900 p-5 text-sm text-neutral-200">
        {sent}
      </p>
    );
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      method="post"
      noValidate
      className="rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6"
    >
      <fieldset disabled={!hydrated} className="flex flex-col gap-4">
        <legend className="mb-2 text-sm text-neutral-300">
          Votou em outro aparelho? Enviamos ao e-mail informado no voto um link para baixar ou excluir seus dados.
        </legend>
        <CouponDigitsFields form={form} idPrefix="dados" />
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          Receber link por e-mail
        </Button>
      </fieldset>
    </form>
  );
}
