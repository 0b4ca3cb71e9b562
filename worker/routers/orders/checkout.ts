import { orderByIdInput } from '../../contracts/orders';
import { getCheckoutOrder } from '../../services/orders/get-checkout-order';
import { limitByIp } from '../../services/orders/limit-by-ip';
import { publicProcedure } from '../../trpc/init';

/** /checkout?order={id}: read by the order's unguessable id only. */
export const checkout = publicProcedure
  .meta({ failsAs: 'ORDER_LOAD_FAILED' })
  .input(orderByIdInput)
  .query(async ({ ctx, input }) => {
    await limitByIp(ctx.deps, { action: 'readOrder', ip: ctx.req.ip });
    return getCheckoutOrder(ctx.deps, { ...input, ip: ctx.req.ip });
  });
