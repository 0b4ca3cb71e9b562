import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Loader2, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, type Dispatch, type FormEvent } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { CheckoutForm } from '../../../worker/contracts/orders';
import { DISCOUNT_PERCENT } from '../../../worker/contracts/shop';
import { useBotCheck } from '../../components/ui/bot-check';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { track } from '../../lib/analytics';
import { useFirstBatch } from '../../lib/first-batch';
import { focusField } from '../../lib/focus-field';
import { trpc } from '../../lib/trpc';
import { BuyerAddressFields } from './buyer-address-fields';
import { OfferBenefits } from './offer-benefits';
import { analyticsItems, cartItems, displayTotals, type Cart, type CartAction } from './offer-cart';
import { OfferSummary } from './offer-summary';
import { ProductPicker } from './product-picker';
import { useCepAutofill } from './use-cep-autofill';
import type { ErrorText } from '../../../worker/contracts/errors';
import { PrivacyLink } from '../../components/ui/privacy-link';

const PRODUCTS_FAILED: ErrorText<'PRODUCTS_FAILED'> = 'Erro ao carregar produtos';
const CHECKOUT_FAILED: ErrorText<'CHECKOUT_FAILED'> = 'Erro ao criar checkout. Tente novamente.';
const BAD_INPUT: ErrorText<'BAD_INPUT'> = 'Por favor, preencha todos os campos corretamente';
const NO_ITEMS: ErrorText<'NO_ITEMS'> = 'Selecione pelo menos uma camiseta';

const FIELD_ORDER: Array<keyof CheckoutForm> = [
  'name',
  'email',
  'whatsapp',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'estado',
];
const VOTER_TOKEN_KEY = 'mito_voter_token';

/** The address's first problem and 'Selecione pelo menos uma camiseta' are toasts (the product says so). */
const notify = (message: string, id?: string) => toast.error(message, { id });

function voterToken(): string | undefined {
  try {
    return localStorage.getItem(VOTER_TOKEN_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export interface ClubOfferContentProps {
  onClose: () => void;
  /** Cart and form live in the dialog, which stays mounted while closed: closing keeps both. */
  cart: Cart;
  dispatch: Dispatch<CartAction>;
  /** The shirt 'EU QUERO' was tapped on: scrolled into view once the list shows. */
  preselect?: string;
  form: UseFormReturn<CheckoutForm>;
}

/** The club offer: pick shirts, sizes and quantities, say where to deliver, go to the checkout page. */
export function ClubOfferContent({ onClose, cart, dispatch, form, preselect }: ClubOfferContentProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const products = trpc.shop.clubProducts.useQuery(undefined, { staleTime: 60_000, meta: { errorToast: PRODUCTS_FAILED } });
  const batch = useFirstBatch();
  // The server's refusal (no items, an unknown product, the human check …); a surprise there is CHECKOUT_FAILED.
  const create = trpc.orders.create.useMutation({ meta: { errorToast: CHECKOUT_FAILED } });
  const human = useBotCheck('order');
  const cep = useCepAutofill(form);
  const viewed = useRef(false);

  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    track('view_club_offer', { offer_type: 'club_membership' });
  }, []);

  const list = products.data ?? [];
  const totals = displayTotals(cart, list);
  const hasItems = cart.size > 0;
  // Ticking a shirt answers 'Selecione pelo menos uma camiseta': the toast goes with it.
  useEffect(() => {
    if (hasItems) toast.dismiss(NO_ITEMS);
  }, [hasItems]);

  async function buy(values: CheckoutForm) {
    const items = cartItems(cart);
    const trackedItems = analyticsItems(cart, list);
    track('click_buy_tshirt_club', {
      total_value: totals.total / 100,
      items_count: totals.units,
      discount: totals.discount / 100,
      items: trackedItems,
    });
    track('begin_checkout', { value: totals.total / 100, currency: 'BRL', items: trackedItems });
    try {
      const botCheck = human.token;
      human.reset();
      const order = await create.mutateAsync({ items, customer: values, voterToken: voterToken(), botCheck });
      void queryClient.invalidateQueries({ queryKey: ['first-batch'] });
      toast.dismiss();
      onClose();
      await navigate({ to: '/checkout', search: { order: order.orderId } });
    } catch {
      // Told by the mutation's meta; the form keeps what was typed.
    }
  }

  function invalid(errors: FieldErrors<CheckoutForm>) {
    const first = FIELD_ORDER.find((k) => errors[k]);
    notify((first && errors[first]?.message) || BAD_INPUT);
    // The field the toast names, not the first one registered (CEP and its numeric keypad).
    if (first) focusField(form, first);
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!hasItems) {
      notify(NO_ITEMS, NO_ITEMS);
      return;
    }
    void form.handleSubmit(buy, invalid)(e);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <OfferBenefits remaining={batch.data?.remaining} />

      {products.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label="Carregando camisetas">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-[5.5rem] animate-pulse rounded-xl bg-neutral-800/70" />
          ))}
        </div>
      ) : products.isError ? (
        <div className="rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-sm text-red-200">
          <p>{PRODUCTS_FAILED}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void products.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <ProductPicker products={list} cart={cart} dispatch={dispatch} scrollTo={preselect} />
      )}

      {hasItems && <BuyerAddressFields form={form} cep={cep} />}
      {hasItems && <OfferSummary totals={totals} remaining={batch.data?.remaining} />}
      {hasItems && human.widget}

      <div
        data-dialog-actions
        className="sticky bottom-0 -mx-5 -mb-5 border-t border-neutral-800 bg-neutral-900/95 px-5 py-4 backdrop-blur sm:-mx-6 sm:-mb-6 sm:px-6"
      >
        <Button type="submit" loading={create.isPending} className="w-full text-base" disabled={products.isPending}>
          {create.isPending ? (
            'Criando pedido…'
          ) : (
            <>
              <ShoppingBag className="size-5" aria-hidden />
              Garantir com {DISCOUNT_PERCENT}% OFF
            </>
          )}
        </Button>
        {create.isPending && (
          <p className="mt-2 flex items-center justify-center gap-1 text-xs text-neutral-400" role="status">
            <Loader2 className="size-3 animate-spin" aria-hidden /> Criando seu pedido…
          </p>
        )}
        <PrivacyLink className="mt-2" />
      </div>
    </form>
  );
}
