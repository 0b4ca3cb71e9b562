import { raffleClaimInput, raffleSeedInput } from '../../contracts/raffle';
import { claimPrize } from '../../services/raffle/claim-prize';
import { drawRaffle as drawRaffleService } from '../../services/raffle/draw-raffle';
import { freezeNow } from '../../services/raffle/freeze-now';
import { listRaffleWinnerContacts, listRaffleWinners } from '../../services/raffle/list-raffle-winners';
import { redrawNow } from '../../services/raffle/redraw-unclaimed';
import { artistProcedure, auditedArtistProcedure } from '../../trpc/init';

export const drawRaffle = artistProcedure.input(raffleSeedInput).mutation(({ ctx, input }) => drawRaffleService(ctx.deps, input));
export const raffleWinners = artistProcedure.query(({ ctx }) => listRaffleWinners(ctx.deps));
export const raffleWinnerContacts = auditedArtistProcedure('view_winners', 'ganhadores do sorteio').query(({ ctx }) => listRaffleWinnerContacts(ctx.deps));
export const claimRafflePrize = auditedArtistProcedure('claim_prize')
  .input(raffleClaimInput)
  .mutation(({ ctx, input }) => claimPrize(ctx.deps, input));
export const redrawRaffle = artistProcedure.mutation(({ ctx }) => redrawNow(ctx.deps));
export const freezeRaffle = artistProcedure.mutation(({ ctx }) => freezeNow(ctx.deps));
