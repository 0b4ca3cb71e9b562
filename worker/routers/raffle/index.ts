import { getRaffleCouponList, getRaffleStatus } from '../../services/raffle/get-raffle-status';
import { publicProcedure, router } from '../../trpc/init';

export const raffleRouter = router({
  status: publicProcedure.query(({ ctx }) => getRaffleStatus(ctx.deps)),
  couponList: publicProcedure.query(({ ctx }) => getRaffleCouponList(ctx.deps)),
});
