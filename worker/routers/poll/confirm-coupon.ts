import { confirmCouponInput } from '../../contracts/poll';
import { confirmCoupon as confirmCouponService } from '../../services/poll/confirm-coupon';
import { publicProcedure } from '../../trpc/init';

// Public: the e-mailed link's token is the credential.
export const confirmCoupon = publicProcedure
  .input(confirmCouponInput)
  .mutation(({ ctx, input }) => confirmCouponService(ctx.deps, { input, ip: ctx.req.ip }));
