import { voterTokenInput } from '../../contracts/poll';
import { getMyVote } from '../../services/poll/get-my-vote';
import { publicProcedure } from '../../trpc/init';

export const myVote = publicProcedure.input(voterTokenInput).query(({ ctx, input }) => getMyVote(ctx.deps, input.voterToken));
