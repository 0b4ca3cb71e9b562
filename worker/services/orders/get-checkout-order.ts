import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';
import { loadOrder, orderSummary } from './load-order';

/**
 * The checkout page's view of an order, read by its unguessable id only. It
 * carries the buyer's contact and address (the person who just typed them);
 * the CPF is never stored in the clear and never returned.
 */
export async function getCheckoutOrder(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>, orderId: string) {
  let found;
  try {
    found = await loadOrder(deps, { id: orderId });
  } catch (e) {
    deps.logger.error('load order failed', { name: e instanceof Error ? e.name : 'unknown' });
    throw new AppError('ORDER_LOAD_FAILED');
  }
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  const { order, items } = found;
  return {
    orderId: order.id,
    ...orderSummary(order, items),
    reservationExpiresAt: order.reservationExpiresAt.toISOString(),
    customer: { name: order.customerName, email: order.customerEmail, whatsapp: order.customerWhatsapp },
    address: {
      cep: order.cep,
      logradouro: order.logradouro,
      numero: order.numero,
      complemento: order.complemento,
      bairro: order.bairro,
      cidade: order.cidade,
      estado: order.estado,
    },
  };
}

export type CheckoutOrder = Awaited<ReturnType<typeof getCheckoutOrder>>;
