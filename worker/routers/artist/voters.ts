import { exportVotersInput, listVotersInput, voterIdInput } from '../../contracts/artist';
import { exportVoters } from '../../services/artist/export-voters';
import { getVoter, revealVoterCpf } from '../../services/artist/get-voter';
import { listVoters } from '../../services/artist/list-voters';
import { artistProcedure, auditedArtistProcedure } from '../../trpc/init';

export const voters = artistProcedure.input(listVotersInput).query(({ ctx, input }) => listVoters(ctx.deps, input));
export const voter = auditedArtistProcedure('view_voter')
  .input(voterIdInput)
  .query(({ ctx, input }) => getVoter(ctx.deps, input));
export const revealCpf = auditedArtistProcedure('reveal_cpf')
  .input(voterIdInput)
  .mutation(({ ctx, input }) => revealVoterCpf(ctx.deps, input));
export const exportCsv = auditedArtistProcedure('export_csv')
  .input(exportVotersInput)
  .mutation(({ ctx, input }) => exportVoters(ctx.deps, input));
