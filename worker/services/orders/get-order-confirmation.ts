import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';
import { normaliseOrderCode, ORDER_CODE_PATTERN } from '../../lib/order-code';
import { buyerView, openBuyer } from './buyer-details';
import { loadOrder, orderSummary } from './internal/load-order';

/**
 * The confirmation page, read by the unguessable order code only: what was
 * bought, whether it is paid, and the buyer's details always masked (the code
 * travels further than the order id: receipts, screenshots, support chats).
 */
export async function getOrderConfirmation(deps: Pick<AppDeps, 'db' | 'clock' | 'keys'>, { orderCode }: { orderCode: string }) {
  const code = normaliseOrderCode(orderCode);
  if (!ORDER_CODE_PATTERN.test(code)) throw new AppError('ORDER_NOT_FOUND');
  const found = await loadOrder(deps, { code });
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  return {
    ...orderSummary(found.order, found.items),
    buyer: buyerView(await openBuyer(deps, { sealed: found.order.buyerSealed }), 'masked'),
  };
}
