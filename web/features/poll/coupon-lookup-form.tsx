import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { couponLookupForm, type CouponLookupForm, type CouponStatus } from '../../../worker/contracts/poll';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toaster';
import { readError } from '../../lib/trpc-error';
import { useHydrated } from '../../lib/use-hydrated';
import { trpc } from '../../lib/trpc';

/** Without the token of this browser: the coupon code plus the last four CPF digits. */
export function CouponLookupForm({ onFound }: { onFound: (status: CouponStatus) => void }) {
  const lookup = trpc.poll.couponStatus.useMutation();
  const form = useForm<CouponLookupForm>({ resolver: zodResolver(couponLookupForm), defaultValues: { coupon: '', cpfLast4: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const last4 = form.register('cpfLast4');
  // /meu-cupom is prerendered: no typing or submit before hydration (what was typed would be reset).
  const hydrated = useHydrated();

  // Field problems show under the fields; the server's answer as a toast.
  const submit = form.handleSubmit(async (values) => {
    try {
      // A mutation (POST): the coupon and CPF digits go in the body, never in a URL.
      onFound(await lookup.mutateAsync(values));
    } catch (e) {
      toast.error(readError(e, 'Não foi possível consultar o cupom. Tente novamente.').message);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} method="post" noValidate className="rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6">
      <fieldset disabled={!hydrated} className="flex flex-col gap-4">
        <Field
          label="Código do cupom"
          placeholder="MITO-7K3P-Q9"
          autoCapitalize="characters"
          autoComplete="off"
          error={errors.coupon?.message}
          {...form.register('coupon')}
        />
        <Field
          label="4 últimos dígitos do CPF"
          inputMode="numeric"
          placeholder="0000"
          maxLength={4}
          autoComplete="off"
          error={errors.cpfLast4?.message}
          {...last4}
          onChange={(e) => {
            e.target.value = e.target.value.replace(/\D/g, '').slice(0, 4);
            void last4.onChange(e);
          }}
        />
        <Button type="submit" loading={isSubmitting}>
          Consultar cupom
        </Button>
      </fieldset>
    </form>
  );
}
