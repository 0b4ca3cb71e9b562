import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutForm } from '../../../worker/contracts/orders';
import { trpc } from '../../lib/trpc';
import type { ErrorText } from '../../../worker/contracts/errors';

const LOOKUP_FAILED: ErrorText<'CEP_LOOKUP_FAILED'> = 'Erro ao buscar CEP';

/**
 * At exactly 8 digits the server looks the CEP up (ViaCEP behind the postal
 * port) and fills street, district, city and UF. Every field stays editable,
 * so a failed lookup never blocks the buyer.
 */
export function useCepAutofill(form: UseFormReturn<CheckoutForm>) {
  const utils = trpc.useUtils();
  const [looking, setLooking] = useState(false);
  const latest = useRef('');

  async function lookup(cep: string) {
    if (!/^\d{8}$/.test(cep) || latest.current === cep) return;
    latest.current = cep;
    setLooking(true);
    try {
      // A failure says 'CEP não encontrado', 'Erro ao buscar CEP' or the server's limit, through the meta.
      const address = await utils.shop.lookupCep.fetch({ cep }, { staleTime: Infinity, retry: false, meta: { errorToast: LOOKUP_FAILED } });
      if (latest.current !== cep) return;
      const opts = { shouldValidate: true, shouldDirty: true } as const;
      form.setValue('logradouro', address.logradouro, opts);
      form.setValue('bairro', address.bairro, opts);
      form.setValue('cidade', address.cidade, opts);
      form.setValue('estado', address.estado, opts);
      form.setFocus(address.logradouro ? 'numero' : 'logradouro');
    } catch {
      if (latest.current !== cep) return;
      // The person types the address by hand from here.
      form.setFocus('logradouro');
    } finally {
      if (latest.current === cep) setLooking(false);
    }
  }

  return {
    looking,
    onCepChange(raw: string) {
      const cep = raw.replace(/\D/g, '').slice(0, 8);
      form.setValue('cep', cep, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      if (cep.length === 8) void lookup(cep);
      else latest.current = '';
      return cep;
    },
  };
}
