import { orderByIdInput } from '../../contracts/orders';
import { limitByIp } from '../../services/orders/limit-by-ip';
import { startPayment as startPaymentService } from '../../services/orders/start-payment';
import { publicProcedure } from '../../trpc/init';

/** 'Finalizar Pagamento': the hosted payment page's URL. */
export const startPayment = publicProcedure
  .meta({ failsAs: 'PAYMENT_FAILED' })
  .input(orderByIdInput)
  .mutation(async ({ ctx, input }) => {
    await limitByIp(ctx.deps, { action: 'startPayment', ip: ctx.req.ip });
    return startPaymentService(ctx.deps, { orderId: input.orderId, origin: ctx.req.origin, ip: ctx.req.ip });
  });
