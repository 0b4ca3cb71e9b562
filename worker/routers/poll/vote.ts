import { castVoteInput } from '../../contracts/poll';
import { castVote } from '../../services/poll/cast-vote';
import { optionalMemberProcedure } from './optional-member';

export const vote = optionalMemberProcedure
  .meta({ failsAs: 'VOTE_FAILED' })
  .input(castVoteInput)
  .mutation(({ ctx, input }) => castVote(ctx.deps, { vote: input, ip: ctx.req.ip, userId: ctx.userId, origin: ctx.req.origin }));
