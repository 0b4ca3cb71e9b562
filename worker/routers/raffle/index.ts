import { getRaffleStatus } from '../../services/raffle/get-raffle-status';
import { publicProcedure, router } from '../../trpc/init';

// The public page reads the same summary from the edge (PATHS.raffle) and the list as a download (PATHS.raffleCoupons).
export const raffleRouter = router({
  status: publicProcedure.query(({ ctx }) => getRaffleStatus(ctx.deps)),
});
