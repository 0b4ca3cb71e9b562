import type { UseFormReturn } from 'react-hook-form';
import type { CouponLookupForm } from '../../../worker/contracts/poll';
import { Field } from '../../components/ui/field';

/**
 * The coupon code and the last four CPF digits (digits only, at most four as typed): the pair
 * that finds a vote without this browser's token. `idPrefix` keeps ids apart when two forms
 * with these fields share a page (/meu-cupom).
 */
export function CouponDigitsFields({ form, idPrefix }: { form: UseFormReturn<CouponLookupForm>; idPrefix?: string }) {
  const { errors } = form.formState;
  const last4 = form.register('cpfLast4');
  return (
    <>
      <Field
        id={idPrefix && `${idPrefix}-cupom`}
        label="Código do cupom"
        placeholder="MITO-7K3P-Q9"
        autoCapitalize="characters"
        autoComplete="off"
        error={errors.coupon?.message}
        {...form.register('coupon')}
      />
      <Field
        id={idPrefix && `${idPrefix}-cpf-final`}
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
    </>
  );
}
