import { raffleClaimInput, raffleClaimPrizeInput, raffleDrawInput } from '../../contracts/raffle';
import { raffleVoidInput } from '../../contracts/raffle-integrity';
import { auditActor } from '../../services/artist/record-audit';
import { claimPrize } from '../../services/raffle/claim-prize';
import { drawRaffle as drawRaffleService, previewDraw } from '../../services/raffle/draw-raffle';
import { freezeNow } from '../../services/raffle/freeze-now';
import { listRaffleWinnerContacts, listRaffleWinners } from '../../services/raffle/list-raffle-winners';
import { redrawNow } from '../../services/raffle/redraw-unclaimed';
import { getRaffleIntegrity } from '../../services/raffle/integrity/get-raffle-integrity';
import { voidCouponGroup } from '../../services/raffle/integrity/void-coupon-group';
import { unclaimPrize } from '../../services/raffle/unclaim-prize';
import { artistProcedure, auditedArtistProcedure } from '../../trpc/init';
import { panelWriteProcedure } from '../../trpc/panel-write';

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
  .input(raffleClaimPrizeInput)
  .mutation(({ ctx, input }) => claimPrize(ctx.deps, input));
export const unclaimRafflePrize = auditedArtistProcedure('unclaim_prize')
  .input(raffleClaimInput)
  .mutation(({ ctx, input }) => unclaimPrize(ctx.deps, input));
export const redrawRaffle = artistProcedure.mutation(({ ctx }) => redrawNow(ctx.deps));
export const freezeRaffle = artistProcedure.mutation(({ ctx }) => freezeNow(ctx.deps));
/** Masked samples of voters' CPF and e-mail: an audited read. */
export const raffleIntegrity = auditedArtistProcedure('view_integrity', 'integridade do sorteio').query(({ ctx }) =>
  getRaffleIntegrity(ctx.deps),
);
/** Writes the void and its audit entry (who, when, why) in one batch, and e-mails the group's voters. */
export const voidRaffleGroup = panelWriteProcedure('raffleVoid')
  .input(raffleVoidInput)
  .mutation(({ ctx, input }) => voidCouponGroup(ctx.deps, { ...input, actor: auditActor(ctx.artist.sessionId) }));
