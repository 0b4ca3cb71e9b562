import { orderByCodeInput } from '../../contracts/orders';
import { getOrderConfirmation } from '../../services/orders/get-order-confirmation';
import { limitByIp } from '../../services/orders/limit-by-ip';
import { publicProcedure } from '../../trpc/init';

/** /pedido/confirmacao/{orderCode}: read by the unguessable order code only. */
export const confirmation = publicProcedure.input(orderByCodeInput).query(async ({ ctx, input }) => {
  await limitByIp(ctx.deps, 'readOrder', ctx.req.ip);
  ctx.resHeaders.set('Cache-Control', 'no-store');
  return getOrderConfirmation(ctx.deps, input.orderCode);
});
