import { raffleClaimInput, raffleDrawInput } from '../../contracts/raffle';
import { claimPrize } from '../../services/raffle/claim-prize';
import { drawRaffle as drawRaffleService, previewDraw } from '../../services/raffle/draw-raffle';
import { freezeNow } from '../../services/raffle/freeze-now';
import { listRaffleWinnerContacts, listRaffleWinners } from '../../services/raffle/list-raffle-winners';
import { redrawNow } from '../../services/raffle/redraw-unclaimed';
import { unclaimPrize } from '../../services/raffle/unclaim-prize';
import { artistProcedure, auditedArtistProcedure } from '../../trpc/init';

// The repeated seed is the contract's check: the service draws with the one seed both agree on.
export const drawRaffle = artistProcedure
  .input(raffleDrawInput)
  .mutation(({ ctx, input }) => drawRaffleService(ctx.deps, { seed: input.seed }));
/** Anonymous figures only (the list's hash and size): not an audited read. */
export const drawPreview = artistProcedure.query(({ ctx }) => previewDraw(ctx.deps));
export const raffleWinners = artistProcedure.query(({ ctx }) => listRaffleWinners(ctx.deps));
export const raffleWinnerContacts = auditedArtistProcedure('view_winners', 'ganhadores do sorteio').query(({ ctx }) =>
  listRaffleWinnerContacts(ctx.deps),
);
export const claimRafflePrize = auditedArtistProcedure('claim_prize')
  .input(raffleClaimInput)
  .mutation(({ ctx, input }) => claimPrize(ctx.deps, input));
export const unclaimRafflePrize = auditedArtistProcedure('unclaim_prize')
  .input(raffleClaimInput)
  .mutation(({ ctx, input }) => unclaimPrize(ctx.deps, input));
export const redrawRaffle = artistProcedure.mutation(({ ctx }) => redrawNow(ctx.deps));
export const freezeRaffle = artistProcedure.mutation(({ ctx }) => freezeNow(ctx.deps));
