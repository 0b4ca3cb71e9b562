import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useReducer, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { checkoutFormSchema, type CheckoutForm } from '../../../worker/contracts/orders';
import { Dialog } from '../../components/ui/dialog';
import { readContactPrefill } from '../../lib/contact-prefill';
import { ClubOfferContent } from './club-offer-content';
import { cartReducer, type Cart } from './offer-cart';

export interface ClubOfferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product the fan tapped ('EU QUERO' on /loja): ticked when the offer opens, if it is not already. */
  preselect?: string;
}

const EMPTY: CheckoutForm = {
  name: '',
  email: '',
  whatsapp: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  estado: '',
};
const PREFILLED = ['name', 'email', 'whatsapp'] as const;

/**
 * The club offer. The landing imports this module lazily on the
 * first open, so none of it (form, contracts, sonner) weighs on the landing.
 * It stays mounted once opened, so the chosen shirts and typed data survive a close.
 */
export function ClubOfferDialog({ open, onOpenChange, preselect }: ClubOfferDialogProps) {
  const [cart, dispatch] = useReducer(cartReducer, new Map() as Cart);
  // Each 'EU QUERO' ticks its shirt once; unticking it afterwards is the fan's choice.
  const ticked = useRef(new Set<string>());
  useEffect(() => {
    if (!open || !preselect || ticked.current.has(preselect)) return;
    ticked.current.add(preselect);
    if (!cart.has(preselect)) dispatch({ type: 'toggle', productId: preselect });
  }, [open, preselect, cart]);
  const form = useForm<CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
    shouldFocusError: false,
  });

  // What the fan just typed in the vote form, in this tab; never over what they typed here.
  useEffect(() => {
    if (!open) return;
    const prefill = readContactPrefill();
    for (const k of PREFILLED) {
      const value = prefill[k];
      if (value && !form.getValues(k)) form.setValue(k, value);
    }
  }, [open, form]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Camiseta oficial do clube"
      description="Garanta a sua com desconto de membro e lugar entre as 100 primeiras peças."
      className="w-[min(100%-1rem,36rem)]"
    >
      <ClubOfferContent
        onClose={() => onOpenChange(false)}
        cart={cart}
        dispatch={dispatch}
        form={form}
        preselect={open ? preselect : undefined}
      />
    </Dialog>
  );
}
