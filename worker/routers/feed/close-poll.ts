import { closePostPollInput } from '../../contracts/post-polls';
import { closePostPoll } from '../../services/feed/close-post-poll';
import { memberProcedure } from '../../trpc/init';

export const closePoll = memberProcedure
  .input(closePostPollInput)
  .mutation(({ ctx, input }) => closePostPoll(ctx.deps, { userId: ctx.session.userId, pollId: input.pollId }));
