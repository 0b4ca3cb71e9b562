import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { couponLookupForm, type CouponLookupForm, type CouponStatus } from '../../../worker/contracts/poll';
import { Button } from '../../components/ui/button';
import { CouponDigitsFields } from './coupon-digits-fields';
import { useHydrated } from '../../lib/use-hydrated';
import { trpc } from '../../lib/trpc';

/** Without the token of this browser: the coupon code plus the last four CPF digits. */
export function CouponLookupForm({ onFound }: { onFound: (status: CouponStatus) => void }) {
  const lookup = trpc.poll.couponStatus.useMutation({ meta: { errorToast: 'Não foi possível consultar o cupom. Tente novamente.' } });
  const form = useForm<CouponLookupForm>({
    resolver: zodResolver(couponLookupForm),
    defaultValues: { coupon: '', cpfLast4: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  // /meu-cupom is prerendered: no typing or submit before hydration (what was typed would be reset).
  const hydrated = useHydrated();

  // Field problems show under the fields; the server's answer as a toast.
  const submit = form.handleSubmit(async (values) => {
    try {
      // A mutation (POST): the coupon and CPF digits go in the body, never in a URL.
      onFound(await lookup.mutateAsync(values));
    } catch {
      // Told by the mutation's meta (lib/error-pipe.ts).
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      method="post"
      noValidate
      className="rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6"
    >
      <fieldset disabled={!hydrated} className="flex flex-col gap-4">
        <CouponDigitsFields form={form} />
        <Button type="submit" loading={isSubmitting}>
          Consultar cupom
        </Button>
      </fieldset>
    </form>
  );
}
