import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';
import { normaliseOrderCode, ORDER_CODE_PATTERN } from '../../lib/order-code';
import { buyerView, openBuyer } from './buyer-details';
import { loadOrder, orderSummary } from './load-order';

/**
 * The confirmation page, read by the unguessable order code only: what was
 * bought, whether it is paid, and the buyer's details always masked (the code
 * travels further than the order id: receipts, screenshots, support chats).
 */
export async function getOrderConfirmation(deps: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'keys'>, orderCode: string) {
  const code = normaliseOrderCode(orderCode);
  if (!ORDER_CODE_PATTERN.test(code)) throw new AppError('ORDER_NOT_FOUND');
  let view;
  try {
    const found = await loadOrder(deps, { code });
    view = found && { ...orderSummary(found.order, found.items), buyer: buyerView(await openBuyer(deps, found.order.buyerSealed), 'masked') };
  } catch (e) {
    deps.logger.error('load order failed', { name: e instanceof Error ? e.name : 'unknown' });
    throw new AppError('ORDER_LOAD_FAILED');
  }
  if (!view) throw new AppError('ORDER_NOT_FOUND');
  return view;
}

export type OrderConfirmation = Awaited<ReturnType<typeof getOrderConfirmation>>;
