import { votePostPollInput } from '../../contracts/post-polls';
import { votePostPoll } from '../../services/feed/vote-post-poll';
import { postWriteProcedure } from '../../trpc/init';

export const votePoll = postWriteProcedure('pollVote', votePostPollInput, ({ pollId }) => ({ pollId }), { confirmedEmail: false }).mutation(
  ({ ctx, input }) => votePostPoll(ctx.deps, { userId: ctx.session.userId, vote: input, lockCheck: ctx.lockCheck }),
);
