import { voterTokenInput } from '../../contracts/poll';
import { resendCouponMail as resendCouponMailService } from '../../services/poll/resend-coupon-mail';
import { publicProcedure } from '../../trpc/init';

// Public: the voter token is the credential.
export const resendCouponMail = publicProcedure
  .input(voterTokenInput)
  .mutation(({ ctx, input }) => resendCouponMailService(ctx.deps, { input, ip: ctx.req.ip, origin: ctx.req.origin }));
