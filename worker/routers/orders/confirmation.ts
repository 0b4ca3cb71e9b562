import { orderByCodeInput } from '../../contracts/orders';
import { getOrderConfirmation } from '../../services/orders/get-order-confirmation';
import { limitByIp } from '../../services/orders/limit-by-ip';
import { publicProcedure } from '../../trpc/init';

/** /pedido/confirmacao/{orderCode}: read by the unguessable order code only. */
export const confirmation = publicProcedure
  .meta({ failsAs: 'ORDER_LOAD_FAILED' })
  .input(orderByCodeInput)
  .query(async ({ ctx, input }) => {
    await limitByIp(ctx.deps, { action: 'readOrder', ip: ctx.req.ip });
    return getOrderConfirmation(ctx.deps, input);
  });
