import { votePostPollInput } from '../../contracts/post-polls';
import { votePostPoll } from '../../services/feed/vote-post-poll';
import { memberProcedure } from '../../trpc/init';

export const votePoll = memberProcedure.input(votePostPollInput).mutation(({ ctx, input }) => votePostPoll(ctx.deps, { userId: ctx.session.userId, vote: input }));
