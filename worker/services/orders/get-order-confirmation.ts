import type { AppDeps } from '../../adapters/deps';
import { AppError } from '../../lib/app-error';
import { normaliseOrderCode, ORDER_CODE_PATTERN } from '../../lib/order-code';
import { loadOrder, orderSummary } from './load-order';

/**
 * The confirmation page, read by the unguessable order code only: what was
 * bought and whether it is paid, and no personal data at all.
 */
export async function getOrderConfirmation(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>, orderCode: string) {
  const code = normaliseOrderCode(orderCode);
  if (!ORDER_CODE_PATTERN.test(code)) throw new AppError('ORDER_NOT_FOUND');
  let found;
  try {
    found = await loadOrder(deps, { code });
  } catch (e) {
    deps.logger.error('load order failed', { name: e instanceof Error ? e.name : 'unknown' });
    throw new AppError('ORDER_LOAD_FAILED');
  }
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  return orderSummary(found.order, found.items);
}

export type OrderConfirmation = Awaited<ReturnType<typeof getOrderConfirmation>>;
