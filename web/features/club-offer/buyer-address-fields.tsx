import { Loader2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { UFS, type CheckoutForm } from '../../../worker/contracts/orders';
import { Field } from '../../components/ui/field';
import { PhoneField } from '../../components/ui/phone-field';

export interface BuyerAddressFieldsProps {
  form: UseFormReturn<CheckoutForm>;
  cep: { looking: boolean; onCepChange: (raw: string) => string };
}

/** Who receives the T-shirts and where (the rules come from the shared contract). */
export function BuyerAddressFields({ form, cep }: BuyerAddressFieldsProps) {
  const { register, formState } = form;
  const err = (k: keyof CheckoutForm) => formState.errors[k]?.message;
  const cepField = register('cep');

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 text-sm font-black tracking-wide text-neutral-100 uppercase">Seus dados</legend>
        <Field label="Nome completo" autoComplete="name" {...register('name')} error={err('name')} />
        <Field label="E-mail" type="email" inputMode="email" autoComplete="email" {...register('email')} error={err('email')} />
        <PhoneField label="WhatsApp" registration={register('whatsapp')} error={err('whatsapp')} />
      </fieldset>

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 text-sm font-black tracking-wide text-neutral-100 uppercase">Endereço de entrega</legend>
        <Field
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="Somente números"
          {...cepField}
          onChange={(e) => {
            e.target.value = cep.onCepChange(e.target.value);
          }}
          error={err('cep')}
          hint={
            cep.looking ? (
              <span className="inline-flex items-center gap-1" role="status">
                <Loader2 className="size-3 animate-spin" aria-hidden /> Buscando CEP…
              </span>
            ) : (
              'Digite os 8 números: preenchemos o endereço para você.'
            )
          }
        />
        <Field label="Rua / Logradouro" autoComplete="address-line1" {...register('logradouro')} error={err('logradouro')} />
        <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3 [&>*]:min-w-0">
          <Field label="Número" inputMode="numeric" autoComplete="address-line2" {...register('numero')} error={err('numero')} />
          <Field label="Complemento" placeholder="Opcional" {...register('complemento')} error={err('complemento')} />
        </div>
        <Field label="Bairro" {...register('bairro')} error={err('bairro')} />
        <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3 [&>*]:min-w-0">
          <Field label="Cidade" autoComplete="address-level2" {...register('cidade')} error={err('cidade')} />
          <Field
            label="Estado"
            autoComplete="address-level1"
            maxLength={2}
            placeholder="UF"
            list="ufs-brasil"
            className="uppercase"
            {...register('estado')}
            error={err('estado')}
          />
        </div>
        <datalist id="ufs-brasil">
          {UFS.map((uf) => (
            <option key={uf} value={uf} />
          ))}
        </datalist>
      </fieldset>
    </div>
  );
}
