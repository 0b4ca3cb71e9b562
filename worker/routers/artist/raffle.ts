import { raffleSeedInput } from '../../contracts/raffle';
import { drawRaffle as drawRaffleService } from '../../services/raffle/draw-raffle';
import { listRaffleWinners } from '../../services/raffle/list-raffle-winners';
import { artistProcedure } from '../../trpc/init';

export const drawRaffle = artistProcedure.input(raffleSeedInput).mutation(({ ctx, input }) => drawRaffleService(ctx.deps, input.seed));
export const raffleWinners = artistProcedure.query(({ ctx }) => listRaffleWinners(ctx.deps));
