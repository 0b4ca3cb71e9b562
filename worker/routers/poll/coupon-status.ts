import { couponStatusInput } from '../../contracts/poll';
import { getCouponStatus } from '../../services/poll/get-coupon-status';
import { publicProcedure } from '../../trpc/init';

export const couponStatus = publicProcedure
  .input(couponStatusInput)
  .query(({ ctx, input }) => getCouponStatus(ctx.deps, { input, ip: ctx.req.ip }));
