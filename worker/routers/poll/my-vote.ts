import { voterTokenInput } from '../../contracts/poll';
import { getMyVote } from '../../services/poll/get-my-vote';
import { publicProcedure } from '../../trpc/init';

// A mutation only so the token travels in a POST body: query inputs go in the URL, and URLs end up in logs.
export const myVote = publicProcedure.input(voterTokenInput).mutation(({ ctx, input }) => getMyVote(ctx.deps, input));
