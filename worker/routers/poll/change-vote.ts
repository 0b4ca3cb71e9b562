import { changeVoteInput } from '../../contracts/poll';
import { changeVote as changeVoteService } from '../../services/poll/change-vote';
import { publicProcedure } from '../../trpc/init';

export const changeVote = publicProcedure
  .meta({ failsAs: 'CHANGE_VOTE_FAILED' })
  .input(changeVoteInput)
  .mutation(({ ctx, input }) => changeVoteService(ctx.deps, { input, ip: ctx.req.ip }));
