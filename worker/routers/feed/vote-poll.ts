import { votePostPollInput } from '../../contracts/post-polls';
import { votePostPoll } from '../../services/feed/vote-post-poll';
import { memberWriteProcedure } from '../../trpc/init';

export const votePoll = memberWriteProcedure('pollVote').input(votePostPollInput).mutation(({ ctx, input }) => votePostPoll(ctx.deps, { userId: ctx.session.userId, vote: input }));
