import { voterTokenInput } from '../../contracts/poll';
import { claimVote as claimVoteService } from '../../services/poll/claim-vote';
import { memberProcedure } from '../../trpc/init';

/** A signed-in member claims the vote they cast before signing in (a vote carries its member). */
export const claimVote = memberProcedure
  .input(voterTokenInput)
  .mutation(({ ctx, input }) => claimVoteService(ctx.deps, { userId: ctx.session.userId, voterToken: input.voterToken }));
