import { createOrderInput } from '../../contracts/orders';
import { createOrder } from '../../services/orders/create-order';
import { limitByIp } from '../../services/orders/limit-by-ip';
import { publicProcedure } from '../../trpc/init';

/** create-tshirt-checkout: the club offer's 'buy'. */
export const create = publicProcedure
  .meta({ failsAs: 'CHECKOUT_FAILED' })
  .input(createOrderInput)
  .mutation(async ({ ctx, input }) => {
    await limitByIp(ctx.deps, { action: 'createOrder', ip: ctx.req.ip });
    return createOrder(ctx.deps, { ...input, ip: ctx.req.ip });
  });
