import { couponStatusInput } from '../../contracts/poll';
import { getCouponStatus } from '../../services/poll/get-coupon-status';
import { publicProcedure } from '../../trpc/init';

// A mutation so the token, or the coupon + CPF digits, travel in a POST body, never in a logged URL.
export const couponStatus = publicProcedure
  .input(couponStatusInput)
  .mutation(({ ctx, input }) => getCouponStatus(ctx.deps, { input, ip: ctx.req.ip }));
